import type { EmailDomainProblem } from '@partner-insights/contracts';
import type { MessageId } from '../../../i18n/catalogues';

/** Each reason a domain is refused, as the reader is told it. */
export const PROBLEM_MESSAGES: Readonly<Record<EmailDomainProblem, MessageId>> = {
  invalidHostName: 'domains.problem.invalidHostName',
  publicProvider: 'domains.problem.publicProvider',
  otherCompany: 'domains.problem.otherCompany',
  duplicate: 'domains.problem.duplicate',
};
