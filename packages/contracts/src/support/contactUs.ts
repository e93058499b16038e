import type * as v from 'valibot';

import {
  accountType,
  chosenId,
  description,
  emailAddress,
  phoneNumber,
  requiredText,
  supportType,
  withBehalfContact,
  type SupportFormOptions,
} from './fields';

/**
 * The body of POST lcs/contact-us (the spec does not show it; these are the form's fields). Issue, issue
 * type, sub-issue type and the contact phone follow the same two readings as the incident form.
 */
export function contactUsSchema(options: SupportFormOptions) {
  return withBehalfContact({
    accountType,
    firstName: requiredText('enterFirstName'),
    name: requiredText('enterName'),
    primaryContactEmail: emailAddress('enterPrimaryContactEmail'),
    contactPhone: phoneNumber('enterPhoneNumber', options),
    companyName: requiredText('enterCompanyName'),
    issue: chosenId('selectIssue', options),
    issueType: chosenId('selectIssueType', options),
    subIssueType: chosenId('selectSubIssueType', options),
    supportType,
    description,
  });
}
export type ContactUsSchema = ReturnType<typeof contactUsSchema>;
export type ContactUsInput = v.InferInput<ContactUsSchema>;
export type ContactUsRequest = v.InferOutput<ContactUsSchema>;
