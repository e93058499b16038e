import { KnowledgeBaseHome } from './KnowledgeBaseHome';

/** /knowledgeBase/basic: the reduced knowledge base basic users may read. */
export default function BasicKnowledgeBasePage() {
  return <KnowledgeBaseHome workspace="basic" />;
}
