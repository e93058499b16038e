import { KnowledgeBaseHome } from './KnowledgeBaseHome';

/** /knowledgeBase/home: the full knowledge base of charter users. */
export default function KnowledgeBaseHomePage() {
  return <KnowledgeBaseHome workspace="charter" />;
}
