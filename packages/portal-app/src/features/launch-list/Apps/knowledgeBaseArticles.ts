import type { Locale, Market } from '@partner-insights/contracts';

/** A knowledge-base article offered under the launch list, already in the reader's language. */
export interface KnowledgeBaseArticle {
  readonly title: string;
  readonly href: string;
}

/** The articles differ for charter and basic users; basic users get none (spec portal-shell §2). */
export type ArticleAudience = 'charter' | 'basic';

/** The article page takes the article's id in its `article` query parameter. */
const article = (id: string, title: string): KnowledgeBaseArticle => ({
  title,
  href: `/knowledgeBase/article/content?${new URLSearchParams({ article: id }).toString()}`,
});

/** The charter articles of each market, per language: what a new user of that market asks first. */
const CHARTER_ARTICLES: Readonly<Record<Market, Readonly<Record<Locale, readonly KnowledgeBaseArticle[]>>>> = {
  US: {
    'en-US': [
      article('getting-started-us', 'Getting started with Partner Insights'),
      article('shopper-behavior-basics', 'Reading your first Shopper Behavior report'),
      article('report-builder-scheduling', 'Scheduling reports in Report Builder'),
    ],
    'es-MX': [
      article('getting-started-us', 'Primeros pasos con Partner Insights'),
      article('shopper-behavior-basics', 'Cómo leer su primer informe de Shopper Behavior'),
      article('report-builder-scheduling', 'Programar informes en Report Builder'),
    ],
    'fr-CA': [
      article('getting-started-us', 'Premiers pas avec Partner Insights'),
      article('shopper-behavior-basics', 'Lire votre premier rapport Shopper Behavior'),
      article('report-builder-scheduling', 'Planifier des rapports dans Report Builder'),
    ],
  },
  MX: {
    'en-US': [
      article('getting-started-mx', 'Getting started with Partner Insights in Mexico'),
      article('shopper-behavior-basics', 'Reading your first Shopper Behavior report'),
    ],
    'es-MX': [
      article('getting-started-mx', 'Primeros pasos con Partner Insights en México'),
      article('shopper-behavior-basics', 'Cómo leer su primer informe de Shopper Behavior'),
    ],
    'fr-CA': [
      article('getting-started-mx', 'Premiers pas avec Partner Insights au Mexique'),
      article('shopper-behavior-basics', 'Lire votre premier rapport Shopper Behavior'),
    ],
  },
  CA: {
    'en-US': [
      article('getting-started-ca', 'Getting started with Partner Insights in Canada'),
      article('shopper-behavior-basics', 'Reading your first Shopper Behavior report'),
    ],
    'es-MX': [
      article('getting-started-ca', 'Primeros pasos con Partner Insights en Canadá'),
      article('shopper-behavior-basics', 'Cómo leer su primer informe de Shopper Behavior'),
    ],
    'fr-CA': [
      article('getting-started-ca', 'Premiers pas avec Partner Insights au Canada'),
      article('shopper-behavior-basics', 'Lire votre premier rapport Shopper Behavior'),
    ],
  },
};

/** The knowledge-base articles the launch list offers a reader of this market, language and audience. */
export function knowledgeBaseArticles(
  market: Market,
  locale: Locale,
  audience: ArticleAudience,
): readonly KnowledgeBaseArticle[] {
  return audience === 'basic' ? [] : CHARTER_ARTICLES[market][locale];
}
