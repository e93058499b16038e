import * as v from 'valibot';

/** A market-wide notice shown above every page (e.g. planned downtime), in the reader's language. */
export const BannerSchema = v.object({
  id: v.string(),
  message: v.string(),
  linkText: v.nullable(v.string()),
  linkUrl: v.nullable(v.string()),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** Answer of GET banner: the host market's active block banner, or none. */
export const BlockBannerSchema = v.object({ banner: v.nullable(BannerSchema) });
export type BlockBanner = v.InferOutput<typeof BlockBannerSchema>;
