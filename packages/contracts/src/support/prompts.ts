/**
 * What the support forms' schemas say about a field that fails validation. The spec's texts are
 * translation keys, so issues carry these keys; each form translates them for its reader.
 */
export const SUPPORT_FORM_PROMPTS = [
  'enterFirstName',
  'enterLastName',
  'enterName',
  'enterCompanyName',
  'enterCallBackNumber',
  'enterPhoneNumber',
  'enterValidPhoneNumber',
  'enterPrimaryContactEmail',
  'enterContactEmail',
  'enterValidEmail',
  'enterDescription',
  'enterShorterText',
  'selectAccountType',
  'selectSupportType',
  'selectIssue',
  'selectIssueType',
  'selectSubIssueType',
] as const;
export type SupportFormPrompt = (typeof SUPPORT_FORM_PROMPTS)[number];
