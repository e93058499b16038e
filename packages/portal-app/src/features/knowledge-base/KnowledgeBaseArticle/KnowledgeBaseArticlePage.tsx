import { KnowledgeBaseArticle } from './KnowledgeBaseArticle';

/** /knowledgeBase/article/content?article=: an article of the full knowledge base. */
export default function KnowledgeBaseArticlePage() {
  return <KnowledgeBaseArticle workspace="charter" />;
}
