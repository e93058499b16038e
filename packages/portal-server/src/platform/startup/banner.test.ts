import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../db/seed/demo-data';
import { CREATE_ADMIN_COMMAND, formatStartupBanner, type StartupSummary } from './banner';

const summary: StartupSummary = {
  url: 'http://localhost:3000',
  database: 'PostgreSQL at db.internal:5432/portal',
  seeded: { referenceData: false, demoData: false },
  appStatus: 'serving dist',
  mail: 'written as .eml files to .data/mail',
  accounts: 'own',
  demoPassword: DEMO_PASSWORD,
  demoAccounts,
};

describe('the start-up banner', () => {
  it('lists the demo accounts with their password where they exist', () => {
    const banner = formatStartupBanner({
      ...summary,
      accounts: 'demo',
      seeded: { referenceData: true, demoData: true },
    });
    expect(banner).toContain('(created with demo data on this start)');
    expect(banner).toContain(`all with the password "${DEMO_PASSWORD}"`);
    expect(banner).toMatch(/superadmin@partner-insights\.test\s+SUPER_ADMIN\s+Retailer/);
  });

  it('says how to create the first super admin, and names no demo account, when there is none', () => {
    const banner = formatStartupBanner({
      ...summary,
      accounts: 'noSuperAdmin',
      seeded: { referenceData: true, demoData: false },
    });
    expect(banner).toContain('(created on this start, without demo data)');
    expect(banner).toContain(CREATE_ADMIN_COMMAND);
    expect(banner).not.toContain(DEMO_PASSWORD);
  });

  it('says nothing of accounts once the portal has its own', () => {
    expect(formatStartupBanner(summary)).toBe(
      [
        'Partner Insights is running at http://localhost:3000',
        'Database: PostgreSQL at db.internal:5432/portal',
        'Mail: written as .eml files to .data/mail',
        'App: serving dist',
        '',
      ].join('\n'),
    );
  });
});
