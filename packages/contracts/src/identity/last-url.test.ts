import { describe, expect, it } from 'vitest';
import { DEFAULT_LAST_URL, safeLastUrl } from './last-url';

describe('safeLastUrl', () => {
  it.each([
    ['/support/trackTicket/42', '/support/trackTicket/42'],
    ['/knowledgeBase/search?q=sales#top', '/knowledgeBase/search?q=sales#top'],
    ['/admin/../apps', '/apps'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeLastUrl(input)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a relative path', 'apps'],
    ['a protocol-relative URL', '//evil.example/apps'],
    ['an absolute URL', 'https://evil.example/apps'],
    ['a script URL', 'javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['a tab browsers would drop', '/\t/evil.example'],
    ['a newline', '/apps\n'],
  ])('falls back to /apps for %s', (_, input) => {
    expect(safeLastUrl(input)).toBe(DEFAULT_LAST_URL);
  });
});
