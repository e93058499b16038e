import type { KbTopArticles } from '@partner-insights/contracts';
import { articlePath } from '../../knowledge-base';

/** A knowledge-base article offered under the launch list, already in the reader's language. */
export interface KnowledgeBaseArticle {
  readonly title: string;
  readonly href: string;
}

/** The links to the articles the server offers (per market, language and user type; none for basic users). */
export function knowledgeBaseArticles(top: KbTopArticles | null): readonly KnowledgeBaseArticle[] {
  return (top?.articles ?? []).map(({ contentId, title }) => ({ title, href: articlePath('charter', contentId) }));
}
