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
 * The incidentDetail part of POST incidents (spec portal-shell §3). Issue, issue type, sub-issue type
 * and the call-back number are optional in one reading of the spec and required in the other.
 */
export function incidentDetailSchema(options: SupportFormOptions) {
  return withBehalfContact({
    accountType,
    supportType,
    issue: chosenId('selectIssue', options),
    issueType: chosenId('selectIssueType', options),
    subIssueType: chosenId('selectSubIssueType', options),
    firstName: requiredText('enterFirstName'),
    lastName: requiredText('enterLastName'),
    primaryContactEmail: emailAddress('enterPrimaryContactEmail'),
    companyName: requiredText('enterCompanyName'),
    callBackNumber: phoneNumber('enterCallBackNumber', options),
    situationDescription: description,
  });
}
export type IncidentDetailSchema = ReturnType<typeof incidentDetailSchema>;
export type IncidentDetailInput = v.InferInput<IncidentDetailSchema>;
export type IncidentDetail = v.InferOutput<IncidentDetailSchema>;
