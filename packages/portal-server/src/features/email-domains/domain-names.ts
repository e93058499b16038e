import { isHostName, isPublicMailProvider, type EmailDomainProblem } from '@partner-insights/contracts';
import { domainToASCII } from 'node:url';

/** A domain as typed, made what is stored: lower-case punycode ('' when it cannot be a host name at all). */
export const storedDomainName = (typed: string): string => domainToASCII(typed.trim().replace(/\.$/, ''));

/** What is wrong with a stored domain name on its own, whoever authorises it. */
export function namingProblem(stored: string): EmailDomainProblem | undefined {
  if (!isHostName(stored)) return 'invalidHostName';
  if (isPublicMailProvider(stored)) return 'publicProvider';
  return undefined;
}
