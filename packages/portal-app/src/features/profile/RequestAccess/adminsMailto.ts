import type { CompanyAdmin } from '@partner-insights/contracts';

/** An address as a mailto: URL takes it: escaped, with its @ left readable. */
const mailtoAddress = (email: string): string => encodeURIComponent(email).replaceAll('%40', '@');

/** A mailto: URL that writes to every one of the admins at once, with the subject filled in. */
export function adminsMailto(admins: readonly CompanyAdmin[], subject: string): string {
  const to = admins.map(({ email }) => mailtoAddress(email)).join(',');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
