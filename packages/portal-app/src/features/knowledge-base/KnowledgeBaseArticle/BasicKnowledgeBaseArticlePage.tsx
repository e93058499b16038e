import { KnowledgeBaseArticle } from './KnowledgeBaseArticle';

/**
 * /knowledgeBase/basic/article?article= or, as a content path, /knowledgeBase/basic/article/<topic>/<article>: an
 * article of the basic knowledge base.
 */
export default function BasicKnowledgeBaseArticlePage() {
  return <KnowledgeBaseArticle workspace="basic" />;
}
