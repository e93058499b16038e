// Crash and restart: a mixed write load and a bulk task while the server is killed with SIGKILL at random moments,
// several rounds, on the embedded database and on PostgreSQL; after each restart every acknowledged write is there
// once, and every acknowledged bulk task resumes and ends with each of its rows added once.
// Then PostgreSQL itself is restarted under load: calls fail fast with 503 and the portal recovers by itself.
//   node scripts/reliability/crash-restart.mjs [--rounds 3] [--embedded-only]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import {
  ADMIN,
  companyIdOf,
  emptyAcknowledged,
  missingOrDuplicated,
  mixedWrites,
  signIn,
  startBulkTask,
} from './portal-client.mjs';
import { startPortal } from './portal-process.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, 'embedded-only': { type: 'boolean', default: false } },
});
const ROUNDS = Number(values.rounds);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes until `signal` says stop, counting answers by status; calls cut by the kill count as errors. */
async function loadUntil(write, tag, stopped, statuses) {
  while (!stopped()) {
    const status = await write(tag).catch(() => 'cut');
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

async function crashRounds(name, database) {
  const acknowledged = emptyAcknowledged();
  const statuses = {};
  let portal = await startPortal(database);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const headers = await signIn(portal.url, ADMIN);
    const companyId = await companyIdOf(portal.url, headers);
    const write = mixedWrites(portal.url, headers, companyId, acknowledged);
    let stop = false;
    const load = Promise.all([
      ...[0, 1, 2].map((lane) => loadUntil(write, `${name}.${round}.${lane}`, () => stop, statuses)),
      // A bulk task each round, so that the kill may land while its job applies rows.
      startBulkTask(portal.url, headers, companyId, `${name}.${round}`, acknowledged).then(
        (status) => (statuses[`bulk ${status}`] = (statuses[`bulk ${status}`] ?? 0) + 1),
        () => (statuses['bulk cut'] = (statuses['bulk cut'] ?? 0) + 1),
      ),
    ]);
    await sleep(2000 + Math.random() * 6000);
    await portal.kill();
    stop = true;
    await load;
    const restartedAt = Date.now();
    portal = await startPortal(database, { port: portal.port });
    const restartMs = Date.now() - restartedAt;
    const check = await signIn(portal.url, ADMIN);
    const problems = await missingOrDuplicated(portal.url, check, companyId, acknowledged);
    console.log(
      `${name} round ${round}: killed, restarted in ${restartMs} ms; acknowledged so far ${acknowledged.users.length} users, ` +
        `${acknowledged.blocked.length} blocks, ${acknowledged.tickets.length} tickets, ${acknowledged.comments.length} comments, ` +
        `${acknowledged.bulkTasks.length} bulk tasks of ${acknowledged.bulkTasks[0]?.emails.length ?? 0} rows ` +
        `(${acknowledged.bulkTasks.filter((task) => task.resumed).length} resumed after a kill); ` +
        `lost or doubled: ${problems.length}${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}`,
    );
    if (problems.length) process.exitCode = 1;
  }
  console.log(`${name}: answers during the rounds ${JSON.stringify(statuses)}`);
  return portal;
}

/** PostgreSQL stopped and started again under load: how the portal answered meanwhile, and that it came back. */
async function postgresRestart(portal, postgres) {
  const headers = await signIn(portal.url, ADMIN);
  const companyId = await companyIdOf(portal.url, headers);
  const answers = [];
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const started = Date.now();
      const status = await fetch(`${portal.url}/api/companies/${companyId}/users`, { headers })
        .then((response) => response.status)
        .catch(() => 'cut');
      answers.push({ at: Date.now(), status, ms: Date.now() - started });
      await sleep(100);
    }
  })();
  await sleep(1000);
  const downAt = Date.now();
  postgres.stopServer();
  await sleep(5000);
  postgres.startServer();
  const upAt = Date.now();
  let recoveredAt;
  while (!recoveredAt && Date.now() - upAt < 60_000) {
    await sleep(200);
    const last = answers.at(-1);
    if (last && last.at > upAt && last.status === 200) recoveredAt = last.at;
  }
  stop = true;
  await probe;
  const whileDown = answers.filter(({ at }) => at > downAt + 500 && at < upAt);
  const byStatus = whileDown.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  const slowest = Math.max(0, ...whileDown.map(({ ms }) => ms));
  console.log(
    `PostgreSQL restarted under load: while down ${JSON.stringify(byStatus)}, slowest answer ${slowest} ms; ` +
      (recoveredAt ? `recovered ${recoveredAt - upAt} ms after it was back, without a restart` : 'did NOT recover'),
  );
  if (!recoveredAt || whileDown.some(({ status }) => status !== 503)) process.exitCode = 1;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pi-crash-'));
try {
  const embedded = await crashRounds('embedded', { dataDir });
  await embedded.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (!values['embedded-only']) {
  const postgres = await startThrowawayPostgres();
  if (!postgres) console.log('PostgreSQL is not installed: its rounds are skipped');
  else {
    try {
      const portal = await crashRounds('PostgreSQL', { databaseUrl: postgres.url });
      await postgresRestart(portal, postgres);
      await portal.stop();
    } finally {
      postgres.stop();
    }
  }
}
