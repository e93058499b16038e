import { describe, expect, it } from 'vitest';
import { articleIdFrom } from './articleIdFrom';

describe('articleIdFrom', () => {
  it('takes the sixth segment of a content path', () => {
    expect(articleIdFrom('/knowledgeBase/article/content/getting-started/welcome', new URLSearchParams())).toBe(
      'welcome',
    );
    expect(articleIdFrom('/knowledgeBase/basic/article/basics/caf%C3%A9', new URLSearchParams())).toBe('café');
  });

  it('falls back to the article query parameter', () => {
    expect(articleIdFrom('/knowledgeBase/article/content', new URLSearchParams('article=welcome'))).toBe('welcome');
    expect(articleIdFrom('/knowledgeBase/article/content', new URLSearchParams())).toBe('');
  });
});
