import { KnowledgeBaseArticle } from './KnowledgeBaseArticle';

/** /knowledgeBase/basic/article?article=: an article of the basic knowledge base. */
export default function BasicKnowledgeBaseArticlePage() {
  return <KnowledgeBaseArticle workspace="basic" />;
}
