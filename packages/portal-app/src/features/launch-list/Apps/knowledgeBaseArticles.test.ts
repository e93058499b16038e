import { LOCALES, MARKETS } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { knowledgeBaseArticles } from './knowledgeBaseArticles';

describe('knowledgeBaseArticles', () => {
  it.each(MARKETS.flatMap((market) => LOCALES.map((locale) => [market, locale] as const)))(
    'offers charter users of %s in %s article links into the knowledge base',
    (market, locale) => {
      const articles = knowledgeBaseArticles(market, locale, 'charter');

      expect(articles.length).toBeGreaterThan(0);
      for (const { href } of articles) expect(href).toMatch(/^\/knowledgeBase\/article\/content\?article=[\w-]+$/);
    },
  );

  it('speaks the reader’s language and differs per market', () => {
    expect(knowledgeBaseArticles('US', 'es-MX', 'charter')[0]?.title).toBe('Primeros pasos con Partner Insights');
    expect(knowledgeBaseArticles('MX', 'es-MX', 'charter')[0]?.title).toBe(
      'Primeros pasos con Partner Insights en México',
    );
  });

  it.each(MARKETS)('offers basic users of %s none', (market) => {
    expect(knowledgeBaseArticles(market, 'en-US', 'basic')).toEqual([]);
  });
});
