import type { KbWorkspace } from '@partner-insights/contracts';

// Apart from the other paths: the launch list, in the app's first load, links to articles.

const ARTICLE_PAGE: Readonly<Record<KbWorkspace, string>> = {
  charter: '/knowledgeBase/article/content',
  basic: '/knowledgeBase/basic/article',
};

export const articlePath = (workspace: KbWorkspace, contentId: string): string =>
  `${ARTICLE_PAGE[workspace]}?${new URLSearchParams({ article: contentId }).toString()}`;
