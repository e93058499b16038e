import type { KbWorkspace } from '@partner-insights/contracts';

/** Where each knowledge base's pages live: the full one's, and the basic one's for basic users. */
export const KB_HOME: Readonly<Record<KbWorkspace, string>> = {
  charter: '/knowledgeBase/home',
  basic: '/knowledgeBase/basic',
};

export const categoryPath = (categoryId: string): string =>
  `/knowledgeBase/articles?${new URLSearchParams({ category: categoryId }).toString()}`;

export const searchPath = (term: string, page = 0): string =>
  `/knowledgeBase/search?${new URLSearchParams({ q: term, ...(page > 0 && { page: String(page + 1) }) }).toString()}`;

export { articlePath } from './articlePath';
