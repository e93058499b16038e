import { LOCALES } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { supportTypeCatalogue, type SeedIssue } from './support-configuration';

const everyEntry = (issues: readonly SeedIssue[]): SeedIssue[] =>
  issues.flatMap((issue) => [issue, ...everyEntry(issue.children ?? [])]);

describe('the support catalogue', () => {
  it.each(supportTypeCatalogue.map((supportType) => [supportType.title['en-US'], supportType] as const))(
    '%s lists at least three issues, each down to sub-issue types, so the required reading can file any of them',
    (_title, { issues }) => {
      expect(issues.length).toBeGreaterThanOrEqual(3);
      for (const issue of issues) {
        expect(issue.children?.length, issue.title['en-US']).toBeGreaterThan(0);
        for (const issueType of issue.children ?? []) {
          expect(issueType.children?.length, issueType.title['en-US']).toBeGreaterThan(0);
        }
      }
    },
  );

  it('numbers every entry once, titled in every language', () => {
    const entries = supportTypeCatalogue.flatMap(({ issues }) => everyEntry(issues));
    expect(new Set(entries.map(({ id }) => id)).size).toBe(entries.length);
    for (const { title } of [...supportTypeCatalogue, ...entries]) {
      for (const locale of LOCALES) expect(title[locale].trim(), title['en-US']).not.toBe('');
    }
  });

  it('keeps the technical issue’s first path, which tests and tickets rely on', () => {
    const technical = supportTypeCatalogue.find(({ id }) => id === 1464);
    expect(technical?.issues.map(({ title }) => title['en-US'])).toEqual([
      'Signing in',
      'Launching an app',
      'Reports and data',
      'Exports and downloads',
      'Performance',
    ]);
    expect(everyEntry(technical?.issues ?? []).map(({ id }) => id)).toEqual(
      expect.arrayContaining([2101, 3101, 4101, 4102]),
    );
  });
});
