// The command that creates a super admin, the first one above all on a portal started without demo data:
// `pnpm portal:create-admin --email … --first-name … --last-name …`, on the database the portal uses.
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '@partner-insights/contracts';
import { ConfigError, loadConfig } from './config';
import { createSuperAdmin, SuperAdminRefusedError } from './features/identity';
import { systemClock } from './platform/clock';
import { openDatabase } from './platform/db/database';
import { DataDirLockedError } from './platform/db/embedded/data-dir-lock';
import { migrateDatabase } from './platform/db/migrate';
import { askHidden, NoTerminalError } from './platform/startup/ask-hidden';
import { describeOperatorError } from './platform/startup/operator-error';

const PASSWORD_VARIABLE = 'PORTAL_ADMIN_PASSWORD';

const USAGE = `Usage: pnpm portal:create-admin --email <email> --first-name <first name> --last-name <last name>

Creates a super admin of the retailer's company, who signs in with this email. The password (${MIN_PASSWORD_LENGTH} characters
or more) is asked for without showing it, or read from ${PASSWORD_VARIABLE}. It uses the portal's database:
DATABASE_URL, or else the embedded one in DATA_DIR (stop the portal first: one process at a time opens it).`;

class UsageError extends Error {
  override readonly name = 'UsageError';
}

const OPTIONS = {
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseOptions() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
}

function readOptions() {
  const values = parseOptions();
  if (values.help) return undefined;
  const { email, 'first-name': firstName, 'last-name': lastName } = values;
  if (email === undefined || firstName === undefined || lastName === undefined) {
    throw new UsageError(`--email, --first-name and --last-name are all needed.\n\n${USAGE}`);
  }
  return { email, firstName, lastName };
}

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env[PASSWORD_VARIABLE];
  if (fromEnvironment) return fromEnvironment;
  const terminal = { input: process.stdin, output: process.stdout };
  try {
    const password = await askHidden('Password: ', terminal);
    if ((await askHidden('Password again: ', terminal)) !== password) {
      throw new UsageError('The two passwords differ.');
    }
    return password;
  } catch (error) {
    if (error instanceof NoTerminalError) {
      throw new UsageError(`There is no terminal to ask for the password on: set ${PASSWORD_VARIABLE}.`);
    }
    throw error;
  }
}

async function run(): Promise<void> {
  const options = readOptions();
  if (!options) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env, process.cwd());
  const password = await readPassword();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const created = await createSuperAdmin(database.db, systemClock, { ...options, password });
    const company = created.companyCreated ? `${created.companyName} (created now)` : created.companyName;
    console.log(`Created the super admin ${created.email} in ${company}: sign in with this email and the password.`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  const fixable = [UsageError, ConfigError, DataDirLockedError, SuperAdminRefusedError];
  console.error(`No super admin was created. ${describeOperatorError(error, fixable)}`);
  process.exit(1);
});
