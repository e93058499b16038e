import * as v from 'valibot';
import { AccessStatusSchema } from '../products/launch-catalogue';

export const DEFAULT_ACCESS_PAGE_SIZE = 10;
export const MAX_ACCESS_PAGE_SIZE = 100;
export const MAX_ACCESS_SEARCH_LENGTH = 100;
export const MAX_REQUESTOR_NOTE_LENGTH = 500;
/** Far beyond any catalogue; bounds the offset a request can ask for. */
const MAX_PAGE = 10_000;

/** A positive whole number sent as a query string value. */
const positiveInteger = (fallback: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );

/** Query of GET v1/identity/users/{userId}/access. */
export const ProductAccessQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_ACCESS_SEARCH_LENGTH)), ''),
  page: positiveInteger(1, MAX_PAGE),
  page_size: positiveInteger(DEFAULT_ACCESS_PAGE_SIZE, MAX_ACCESS_PAGE_SIZE),
});
export type ProductAccessQuery = v.InferOutput<typeof ProductAccessQuerySchema>;

export const ProductAccessItemSchema = v.object({
  code: v.string(),
  title: v.string(),
  description: v.string(),
  accessStatus: AccessStatusSchema,
});
export type ProductAccessItem = v.InferOutput<typeof ProductAccessItemSchema>;

/** Answer of GET v1/identity/users/{userId}/access: one page of the market's products and the user's access. */
export const ProductAccessPageSchema = v.object({
  items: v.array(ProductAccessItemSchema),
  page: v.pipe(v.number(), v.integer()),
  page_size: v.pipe(v.number(), v.integer()),
  total: v.pipe(v.number(), v.integer()),
});
export type ProductAccessPage = v.InferOutput<typeof ProductAccessPageSchema>;

/** Body of POST v1/identity/users/{userId}/access-requests. */
export const AccessRequestCreateSchema = v.object({
  /** The requester's company id. */
  tenant_id: v.pipe(v.string(), v.nonEmpty()),
  /** Product codes. */
  products: v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty())),
    v.minLength(1, 'Choose at least one product'),
    v.checkItems((code, index, codes) => codes.indexOf(code) === index, 'Choose each product once'),
  ),
  requestor_note: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_REQUESTOR_NOTE_LENGTH, `Keep the note to ${MAX_REQUESTOR_NOTE_LENGTH} characters`),
  ),
  /** The requester's login id. */
  userId: v.pipe(v.string(), v.nonEmpty()),
});
export type AccessRequestCreate = v.InferOutput<typeof AccessRequestCreateSchema>;

/** Answer of a created access request: the requested products, now pending. */
export const AccessRequestCreatedSchema = v.object({
  products: v.array(v.object({ code: v.string(), accessStatus: v.literal('ACCESS_PENDING') })),
});
export type AccessRequestCreated = v.InferOutput<typeof AccessRequestCreatedSchema>;
