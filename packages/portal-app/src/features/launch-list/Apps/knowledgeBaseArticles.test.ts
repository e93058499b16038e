import { describe, expect, it } from 'vitest';
import { knowledgeBaseArticles } from './knowledgeBaseArticles';

describe('knowledgeBaseArticles', () => {
  it('links each offered article to the article page by its content id', () => {
    expect(
      knowledgeBaseArticles({ articles: [{ contentId: 'exporting-a-report', title: 'Exporting a report to Excel' }] }),
    ).toEqual([
      { title: 'Exporting a report to Excel', href: '/knowledgeBase/article/content?article=exporting-a-report' },
    ]);
  });

  it('offers nothing before the answer, or when the server offers none (basic users)', () => {
    expect(knowledgeBaseArticles(null)).toEqual([]);
    expect(knowledgeBaseArticles({ articles: [] })).toEqual([]);
  });
});
