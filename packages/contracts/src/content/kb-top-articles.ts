import * as v from 'valibot';

// Apart from the other content schemas: the launch list, in the app's first load, needs only this one.

/** GET knowledgeBaseTopArticle: the articles the launch list offers, for the reader's market, language and type. */
export const KbTopArticlesSchema = v.object({
  articles: v.array(v.object({ contentId: v.string(), title: v.string() })),
});
export type KbTopArticles = v.InferOutput<typeof KbTopArticlesSchema>;
