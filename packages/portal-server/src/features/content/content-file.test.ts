import { describe, expect, it } from 'vitest';
import { readContentFile } from './content-file';

const article = (front: string, body = 'Text.') => `---\n${front}\n---\n${body}\n`;

describe('a content file', () => {
  it('is read with its front matter, its language and asset path from where it is', () => {
    const row = readContentFile(
      'fr-CA/knowledge-base/exporting-a-report.md',
      article(
        'title: Exporter\ncategory: reports-and-exports\naudience: [charter, basic]\nlaunchList: [CA]\nupdated: 2026-10-15',
      ),
    );
    expect(row).toMatchObject({
      assetPath: 'knowledge-base/exporting-a-report',
      locale: 'fr-CA',
      title: 'Exporter',
      category: 'reports-and-exports',
      workspaces: ['charter', 'basic'],
      launchListMarkets: ['CA'],
      markets: ['US', 'MX', 'CA'],
      searchConfig: 'french',
      updatedOn: '2026-10-15',
    });
  });

  it('is refused with its path when its front matter breaks its folder’s rules', () => {
    expect(() => readContentFile('en-US/knowledge-base/x.md', article('title: X\nupdated: 2026-10-15'))).toThrow(
      /en-US\/knowledge-base\/x\.md: category/,
    );
    expect(() => readContentFile('en-US/release-notes/x.md', article('title: X\nupdated: 2026-10-15'))).toThrow(
      /published/,
    );
    expect(() => readContentFile('en-US/knowledge-base/x.md', 'No front matter')).toThrow(/front matter/);
  });

  it('is refused in an unknown language or folder', () => {
    expect(() => readContentFile('de-DE/pages/x.md', article('title: X\nupdated: 2026-10-15'))).toThrow(/language/);
    expect(() => readContentFile('en-US/blog/x.md', article('title: X\nupdated: 2026-10-15'))).toThrow(/folder/);
  });
});
