import { DEFAULT_PRODUCT_NAME } from '@partner-insights/contracts';
import type { DemoAccount } from '../db/seed/demo-data';
import type { SeedOutcome } from '../db/seed/seed-database';
import type { AccountsStatus } from './prepare-database';

const LOOPBACK_OR_ANY_HOSTS = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/** The command that creates the first super admin (root package.json), with what it asks for. */
export const CREATE_ADMIN_COMMAND =
  'pnpm portal:create-admin --email <email> --first-name <first name> --last-name <last name>';

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
  readonly seeded: SeedOutcome;
  /** Where sent email goes. */
  readonly mail: string;
  readonly appStatus: string;
  readonly accounts: AccountsStatus;
  readonly demoPassword: string;
  readonly demoAccounts: readonly DemoAccount[];
}

function seededNote({ referenceData, demoData }: SeedOutcome): string {
  if (demoData) return ' (created with demo data on this start)';
  return referenceData ? ' (created on this start, without demo data)' : '';
}

function accountLines(summary: StartupSummary): string[] {
  switch (summary.accounts) {
    case 'demo':
      return [
        `Demo accounts, all with the password "${summary.demoPassword}":`,
        ...formatAccountsTable(summary.demoAccounts).map((line) => `  ${line}`),
      ];
    case 'noSuperAdmin':
      return [
        'No super admin yet. Create the first one (it asks for the password, or reads PORTAL_ADMIN_PASSWORD):',
        `  ${CREATE_ADMIN_COMMAND}`,
      ];
    case 'own':
      return [];
  }
}

export function formatStartupBanner(summary: StartupSummary): string {
  const accounts = accountLines(summary);
  return [
    `${DEFAULT_PRODUCT_NAME} is running at ${summary.url}`,
    `Database: ${summary.database}${seededNote(summary.seeded)}`,
    `Mail: ${summary.mail}`,
    `App: ${summary.appStatus}`,
    '',
    ...(accounts.length > 0 ? [...accounts, ''] : []),
  ].join('\n');
}
