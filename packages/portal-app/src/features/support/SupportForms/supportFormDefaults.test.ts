import { SUPPORT_CONFIGURATION_IDS } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { preselection } from './supportFormDefaults';
import type { SupportFormOptions } from './supportFormOptions';

const { requestAccess } = SUPPORT_CONFIGURATION_IDS;
const options: SupportFormOptions = {
  accountTypes: [],
  supportTypes: [{ id: requestAccess.supportType, title: 'Request access' }],
  issues: [],
};
const askAccessTo = (code: string) =>
  code === 'REPORT_BUILDER' ? 'I would like access to Report Builder.' : undefined;

describe('preselection', () => {
  it('chooses the request for access, and names the linked product in the description', () => {
    expect(preselection(new URLSearchParams('request=access&product=REPORT_BUILDER'), options, askAccessTo)).toEqual({
      supportType: requestAccess.supportType,
      issue: requestAccess.issue,
      situationDescription: 'I would like access to Report Builder.',
    });
  });

  it('leaves the description to the reader for no product, or one it does not know', () => {
    const expected = { supportType: requestAccess.supportType, issue: requestAccess.issue };
    expect(preselection(new URLSearchParams('request=access'), options, askAccessTo)).toEqual(expected);
    expect(preselection(new URLSearchParams('request=access&product=UNKNOWN'), options, askAccessTo)).toEqual(expected);
  });
});
