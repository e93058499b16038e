import type { ContactUsRequest } from '@partner-insights/contracts';

/** A contact-us form filled in completely, as a visitor would. */
export const completeContactUsRequest = {
  accountType: 23,
  firstName: 'Ana',
  name: 'García',
  primaryContactEmail: 'ana@retailer.test',
  contactPhone: '555 010 0100',
  companyName: 'Retailer',
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  supportType: 1463,
  description: 'I need access to Report Builder.',
  onBehalfOfSomeoneElse: false,
} satisfies ContactUsRequest;
