/** Where an article's id stands in a content path: the sixth segment of the path split on slashes (spec). */
const ARTICLE_SEGMENT = 5;

/**
 * The article a knowledge-base address names: the sixth segment of a content path
 * (`/knowledgeBase/article/content/<category>/<article>`), else the `article` query parameter of the links the
 * portal itself makes (`/knowledgeBase/article/content?article=<article>`).
 */
export function articleIdFrom(pathname: string, params: URLSearchParams): string {
  const segment = pathname.split('/')[ARTICLE_SEGMENT];
  return segment ? decodeURIComponent(segment) : (params.get('article') ?? '');
}
