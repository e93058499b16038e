import { DEFAULT_PRODUCT_NAME } from '@partner-insights/contracts';
import type { DemoAccount } from '../db/seed/demo-data';

const LOOPBACK_OR_ANY_HOSTS = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/** The address to open in a browser: localhost when the server listens on this machine's loopback or on all. */
export function browserUrl(host: string, port: number): string {
  if (LOOPBACK_OR_ANY_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

type AccountRow = readonly [email: string, role: string, company: string];

function formatAccountsTable(accounts: readonly DemoAccount[]): string[] {
  const rows: AccountRow[] = [
    ['Email', 'Role', 'Company'],
    ...accounts.map((account): AccountRow => [account.email, account.role, account.companyName]),
  ];
  const emailWidth = Math.max(...rows.map(([email]) => email.length));
  const roleWidth = Math.max(...rows.map(([, role]) => role.length));
  return rows.map(([email, role, company]) => `${email.padEnd(emailWidth)}   ${role.padEnd(roleWidth)}   ${company}`);
}

export interface StartupSummary {
  readonly url: string;
  readonly database: string;
  readonly seeded: boolean;
  /** Where sent email goes. */
  readonly mail: string;
  readonly appStatus: string;
  readonly password: string;
  readonly accounts: readonly DemoAccount[];
}

export function formatStartupBanner(summary: StartupSummary): string {
  return [
    `${DEFAULT_PRODUCT_NAME} is running at ${summary.url}`,
    `Database: ${summary.database}${summary.seeded ? ' (created with demo data on this start)' : ''}`,
    `Mail: ${summary.mail}`,
    `App: ${summary.appStatus}`,
    '',
    `Demo accounts, all with the password "${summary.password}":`,
    ...formatAccountsTable(summary.accounts).map((line) => `  ${line}`),
    '',
  ].join('\n');
}
