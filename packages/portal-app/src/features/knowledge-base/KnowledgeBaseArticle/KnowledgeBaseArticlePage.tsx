import { KnowledgeBaseArticle } from './KnowledgeBaseArticle';

/**
 * /knowledgeBase/article/content?article= or, as a content path, /knowledgeBase/article/content/<category>/<article>:
 * an article of the full knowledge base.
 */
export default function KnowledgeBaseArticlePage() {
  return <KnowledgeBaseArticle workspace="charter" />;
}
