// The server process: configuration, database (opened, migrated, seeded on first start), HTTP, the job worker,
// shutdown.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { ConfigError, loadConfig, type MailSettings, type ServerConfig } from './config';
import { scheduleActivityLogRetention } from './features/activity-log';
import { loadClaimMapping } from './features/identity';
import { serverJobHandlers } from './job-handlers';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/db/embedded/data-dir-lock';
import { startJobWorker } from './platform/jobs';
import { describePostgresUrl } from './platform/db/postgres/open-postgres-database';
import { DEMO_PASSWORD, demoAccounts } from './platform/db/seed/demo-data';
import { browserUrl, formatStartupBanner } from './platform/startup/banner';
import { stopGracefullyOnSignals } from './platform/startup/graceful-shutdown';
import { describeOperatorError } from './platform/startup/operator-error';
import { prepareDatabase } from './platform/startup/prepare-database';

/** Resolves with the server and its port (the chosen one when PORT is 0) once it listens. */
function listen(app: Hono, { host, port }: ServerConfig): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    // Without a createServer option, @hono/node-server makes a node:http server.
    const server = serve({ fetch: app.fetch, hostname: host, port }, (address) => {
      server.removeAllListeners('error');
      resolve({ server, port: address.port });
    }) as Server;
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${port} on ${host} is already in use: set PORT to a free one.`)
          : error,
      );
    });
  });
}

/** Where the messages the portal sends go, for the banner. */
function describeMailDelivery({ smtpUrl, folder }: MailSettings): string {
  if (!smtpUrl) return `written as .eml files to ${folder}`;
  const url = new URL(smtpUrl);
  return `sent through SMTP at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

async function start(): Promise<void> {
  const config = loadConfig(process.env, process.cwd());
  const { database, seeded, accounts } = await prepareDatabase(config, { seedDemoData: config.seedDemoData });
  const app = createApp({
    db: database.db,
    appDistDir: config.appDistDir,
    sessionLifetime: config.sessionLifetime,
    trustProxy: config.trustProxy,
    experimentationKey: config.experimentationKey,
    supportFormReading: config.supportFormReading,
    adminDenialReading: config.adminDenialReading,
    botCheck: config.botCheck,
    supportEmail: config.supportEmail,
    analyticsLimits: config.analyticsLimits,
    portalHosts: config.portalHosts,
    activityLogRetentionDays: config.activityLogRetentionDays,
    mailAdminsOnContext: config.mailAdminsOnContext,
    accessReviewDeadlineSeconds: config.accessReviewDeadlineSeconds,
    singleSignOn: config.singleSignOn && {
      settings: config.singleSignOn,
      claimMapping: await loadClaimMapping(config.singleSignOn.claimMappingFile),
    },
    localPasswords: config.localPasswords,
  });
  const { server, port } = await listen(app, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const worker = startJobWorker({
    db: database.db,
    handlers: serverJobHandlers({
      clock: systemClock,
      mail: config.mail,
      activityLogRetentionDays: config.activityLogRetentionDays,
      bulkApplyChunkRows: config.bulkApplyChunkRows,
    }),
  });
  await scheduleActivityLogRetention(database.db, systemClock);
  stopGracefullyOnSignals({ server, worker, database });
  console.log(
    formatStartupBanner({
      url: browserUrl(config.host, port),
      database: config.databaseUrl
        ? `PostgreSQL at ${describePostgresUrl(config.databaseUrl)}`
        : `embedded PGlite in ${config.dataDir}`,
      seeded,
      mail: describeMailDelivery(config.mail),
      appStatus: existsSync(join(config.appDistDir, 'index.html'))
        ? `serving ${config.appDistDir}`
        : `not built yet (run \`pnpm build\`); the API works meanwhile`,
      accounts,
      demoPassword: DEMO_PASSWORD,
      demoAccounts,
    }),
  );
}

start().catch((error: unknown) => {
  console.error(`The server could not start. ${describeOperatorError(error, [ConfigError, DataDirLockedError])}`);
  process.exit(1);
});
