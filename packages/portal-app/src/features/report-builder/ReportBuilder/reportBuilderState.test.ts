import type { LaunchProduct } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { reportBuilderState } from './reportBuilderState';

const story: LaunchProduct['learnMore'] = {
  comingSoon: false,
  title: 'Your data, in the report you need',
  description: 'Pick measures and attributes.',
  keyNotes: [],
  audience: null,
  howToGetAccess: null,
  imageKey: null,
  subText: null,
  analyticsID: 'learn-more-report-builder',
};
const entry = (accessStatus: LaunchProduct['accessStatus'], learnMore: LaunchProduct['learnMore'] = story) =>
  ({ accessStatus, learnMore }) as LaunchProduct;

describe('reportBuilderState', () => {
  it('launches with access, even where the product is still coming to the market', () => {
    expect(reportBuilderState(entry('ACCESS_COMPLETE'))).toBe('launch');
    expect(reportBuilderState(entry('ACCESS_COMPLETE', { comingSoon: true }))).toBe('launch');
  });

  it('waits while access is pending', () => {
    expect(reportBuilderState(entry('ACCESS_PENDING'))).toBe('pending');
  });

  it('is coming soon without access where the market does not offer it yet, else offers a request', () => {
    expect(reportBuilderState(entry(null, { comingSoon: true }))).toBe('comingSoon');
    expect(reportBuilderState(entry(null))).toBe('requestAccess');
    expect(reportBuilderState(entry(null, null))).toBe('requestAccess');
  });
});
