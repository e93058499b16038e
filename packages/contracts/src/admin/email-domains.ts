import * as v from 'valibot';
import { adminListQuery, adminPage } from './admin-paging';

/**
 * Mail providers anyone can have an address at: no company may authorise them, or any of their users could sign
 * up as the company's. Kept in lower case, as stored domains are.
 */
export const PUBLIC_MAIL_PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'hotmail.fr',
  'yahoo.fr',
  'outlook.fr',
  'hotmail.ca',
  'yahoo.ca',
  'yahoo.com.mx',
  'hotmail.com.mx',
  'outlook.com.mx',
  'prodigy.net.mx',
  'videotron.ca',
  'sympatico.ca',
  'rogers.com',
  'shaw.ca',
  'comcast.net',
  'att.net',
  'verizon.net',
] as const;

/** Longest host name (RFC 1035). */
export const MAX_DOMAIN_LENGTH = 253;

/** Why a domain cannot be authorised; the app words each in the reader's language. */
export const EMAIL_DOMAIN_PROBLEMS = ['invalidHostName', 'publicProvider', 'otherCompany', 'duplicate'] as const;
export type EmailDomainProblem = (typeof EMAIL_DOMAIN_PROBLEMS)[number];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Whether an ASCII (punycode) host name is one a mailbox could be at: two labels or more of letters, digits and
 * inner hyphens, 63 characters each, 253 in all, ending in a top-level domain that is not a number.
 */
export function isHostName(ascii: string): boolean {
  if (ascii.length === 0 || ascii.length > MAX_DOMAIN_LENGTH) return false;
  const labels = ascii.split('.');
  const topLevel = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(topLevel);
}

/** Whether the domain, or a domain it is a sub-domain of, is a public mail provider. */
export function isPublicMailProvider(ascii: string): boolean {
  return PUBLIC_MAIL_PROVIDERS.some((provider) => ascii === provider || ascii.endsWith(`.${provider}`));
}

const DomainNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter a domain'),
  v.maxLength(MAX_DOMAIN_LENGTH, `Keep the domain to ${MAX_DOMAIN_LENGTH} characters`),
);

/** Body of POST companies/{id}/email-domains/validate and POST companies/{id}/email-domains. */
export const NewEmailDomainSchema = v.object({
  domainName: DomainNameSchema,
  allowSubDomains: v.optional(v.boolean(), false),
  is3pDomain: v.optional(v.boolean(), false),
});
export type NewEmailDomainInput = v.InferInput<typeof NewEmailDomainSchema>;
export type NewEmailDomain = v.InferOutput<typeof NewEmailDomainSchema>;

/** Answer of the validate call: the name as it would be stored (punycode) and shown (Unicode), or why not. */
export const EmailDomainCheckSchema = v.object({
  domainName: v.string(),
  domain: v.string(),
  problem: v.optional(v.picklist(EMAIL_DOMAIN_PROBLEMS)),
});
export type EmailDomainCheck = v.InferOutput<typeof EmailDomainCheckSchema>;

/** Body of PUT companies/{id}/email-domains/{id}. */
export const EmailDomainChangeSchema = v.object({
  allowSubDomains: v.boolean(),
  is3pDomain: v.boolean(),
});
export type EmailDomainChange = v.InferOutput<typeof EmailDomainChangeSchema>;

/** Fields the domain list sorts by; the first is the default. */
export const EMAIL_DOMAIN_SORT_FIELDS = ['domain', 'createdOn'] as const;

/** Query of GET companies/{id}/email-domains. */
export const EmailDomainListQuerySchema = v.object(adminListQuery(EMAIL_DOMAIN_SORT_FIELDS));
export type EmailDomainListQuery = v.InferOutput<typeof EmailDomainListQuerySchema>;

/** One authorised domain: `domainName` as stored (punycode), `domain` as read (Unicode). */
export const EmailDomainRowSchema = v.object({
  id: v.string(),
  domainName: v.string(),
  domain: v.string(),
  allowSubDomains: v.boolean(),
  is3pDomain: v.boolean(),
  uiCreatedOnDate: v.string(),
  /** How many of the company's users have an address in it (or its sub-domains, when allowed). */
  userCount: v.number(),
});
export type EmailDomainRow = v.InferOutput<typeof EmailDomainRowSchema>;

export const EmailDomainListSchema = adminPage(EmailDomainRowSchema);
export type EmailDomainList = v.InferOutput<typeof EmailDomainListSchema>;
