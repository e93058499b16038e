// A bounded soak: a fixed request rate over loopback, a realistic mix of reads and writes, and every minute the
// errors, p50/p99 per route and the server's memory. Targets: no errors, memory growth under 10 % after minute 1.
//   node scripts/reliability/soak.mjs [--minutes 10] [--rate 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN, companyIdOf, emptyAcknowledged, mixedWrites, signIn } from './portal-client.mjs';
import { startPortal } from './portal-process.mjs';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '20' } },
});
const MINUTES = Number(values.minutes);
const RATE = Number(values.rate);
const READERS = ['user@acme-foods.test', 'admin@nopal-foods.test', 'agency@brightside-agency.test'];

const DAY_MS = 86_400_000;
/** The log's longest range (30 days, both ends included) up to today. */
const lastThirtyDays = () => ({
  from: new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
});
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'pi-soak-'));
const portal = await startPortal({ dataDir });
try {
  const admin = await signIn(portal.url, ADMIN);
  const acme = await companyIdOf(portal.url, admin);
  const readers = await Promise.all(READERS.map((email) => signIn(portal.url, email)));
  const write = mixedWrites(portal.url, admin, acme, emptyAcknowledged());
  // Nine reads to one write, as people browse more than they change.
  const mix = [
    ['GET /api/v1/identity/user-context', (h) => fetch(`${portal.url}/api/v1/identity/user-context`, { headers: h })],
    ['GET /api/products', (h) => fetch(`${portal.url}/api/products`, { headers: h })],
    ['GET /api/osc/user/incidents', (h) => fetch(`${portal.url}/api/osc/user/incidents`, { headers: h })],
    ['GET /api/ccm', (h) => fetch(`${portal.url}/api/ccm`, { headers: h })],
    ['GET companies/:id/users', () => fetch(`${portal.url}/api/companies/${acme}/users?page=2`, { headers: admin })],
    [
      'GET companies/:id/email-domains',
      () => fetch(`${portal.url}/api/companies/${acme}/email-domains`, { headers: admin }),
    ],
    [
      'POST /api/activity-logs',
      () =>
        fetch(`${portal.url}/api/activity-logs?companyId=${acme}`, {
          method: 'POST',
          headers: { ...admin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...lastThirtyDays(), timeZone: 'America/Chicago' }),
        }),
    ],
    ['GET /api/banner', (h) => fetch(`${portal.url}/api/banner`, { headers: h })],
    ['GET /api/kb/workspaces', (h) => fetch(`${portal.url}/api/kb/workspaces`, { headers: h })],
    ['writes (users, blocks, tickets, comments)', null],
  ];
  let timings = new Map();
  let errors = 0;
  /** The minute's failed answers by route and status, so a figure of errors says where they come from. */
  let failures = new Map();
  const fail = (route, status) => {
    errors += 1;
    const key = `${route} answered ${status}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  let firstMinuteMemory;
  let sent = 0;
  const started = Date.now();
  const inFlight = new Set();
  const report = async (minute) => {
    const memory = await portal.memoryMb();
    if (minute === 1) firstMinuteMemory = memory;
    console.log(`minute ${minute}: ${errors} errors, memory ${memory.toFixed(1)} MB`);
    for (const [route, list] of timings) {
      const sorted = list.sort((a, b) => a - b);
      console.log(
        `  ${route.padEnd(44)} n=${String(sorted.length).padStart(5)} p50 ${percentile(sorted, 50)} ms  p99 ${percentile(sorted, 99)} ms`,
      );
    }
    for (const [failure, count] of failures) console.log(`  failed: ${failure} (${count}x)`);
    timings = new Map();
    failures = new Map();
  };
  let nextReport = 1;
  while (Date.now() - started < MINUTES * 60_000) {
    const [route, call] = mix[sent % mix.length];
    const headers = readers[sent % readers.length];
    sent += 1;
    const callStarted = Date.now();
    const request = (call ? call(headers) : write('soak').then((status) => ({ status, ok: status < 400 })))
      .then((response) => {
        if (!response.ok && response.status !== 0) fail(route, response.status);
      })
      .catch((error) => fail(route, error.message))
      .finally(() => {
        const list = timings.get(route) ?? [];
        list.push(Date.now() - callStarted);
        timings.set(route, list);
        inFlight.delete(request);
      });
    inFlight.add(request);
    if (Date.now() - started >= nextReport * 60_000) await report(nextReport++);
    const due = started + (sent * 1000) / RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  }
  await Promise.all(inFlight);
  await report(nextReport);
  const last = await portal.memoryMb();
  const growth = firstMinuteMemory ? ((last - firstMinuteMemory) / firstMinuteMemory) * 100 : 0;
  console.log(
    `Soak: ${sent} requests over ${MINUTES} min at ${RATE}/s, ${errors} errors, memory ${firstMinuteMemory?.toFixed(1) ?? '-'} MB after minute 1, ` +
      `${last.toFixed(1)} MB at the end (${growth.toFixed(1)} %)`,
  );
  if (errors > 0 || growth > 10) process.exitCode = 1;
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
