import type { IncidentDetail } from '@partner-insights/contracts';

/** A ticket form filled in completely by Acme Foods' regular user. */
export const completeIncidentDetail = {
  accountType: 25,
  supportType: 1463,
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  firstName: 'Ana',
  lastName: 'García',
  primaryContactEmail: 'user@acme-foods.test',
  companyName: 'Acme Foods',
  callBackNumber: '+1 (555) 010-0100',
  situationDescription: 'I need access to Report Builder.\nMy manager approved it.',
  onBehalfOfSomeoneElse: false,
} satisfies IncidentDetail;
