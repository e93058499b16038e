// Two server processes on one PostgreSQL behind one port (a small round-robin proxy here): sessions signed in on
// one are honoured by the other, and killing either under the mixed write load loses nothing acknowledged.
//   node scripts/reliability/two-instances.mjs [--seconds 60]
import { request as httpRequest, createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { freePort, startThrowawayPostgres } from '../lib/postgres.mjs';
import { ADMIN, companyIdOf, emptyAcknowledged, missingOrDuplicated, mixedWrites, signIn } from './portal-client.mjs';
import { startPortal } from './portal-process.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const SECONDS = Number(values.seconds);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Forwards each request to the next instance in turn; one that refuses the connection is skipped. */
function roundRobinProxy(ports) {
  let next = 0;
  const forward = (incoming, outgoing, body, attempt) => {
    const port = ports[(next += 1) % ports.length];
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      // A refused connection never reached the instance: the other one may take it. Anything else was cut.
      if (error.code === 'ECONNREFUSED' && attempt < ports.length) forward(incoming, outgoing, body, attempt + 1);
      else if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    upstream.end(body);
  };
  return createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), 1));
  });
}

const postgres = await startThrowawayPostgres();
if (!postgres) {
  console.log('PostgreSQL is not installed: nothing to run');
  process.exit(0);
}
const database = { databaseUrl: postgres.url };
const instances = [await startPortal(database)];
instances.push(await startPortal(database));
const proxyPort = await freePort();
const proxy = roundRobinProxy(instances.map(({ port }) => port));
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${proxyPort}`;
try {
  const headers = await signIn(url, ADMIN);
  // The session made by one instance, read by each of them directly.
  for (const instance of instances) {
    const status = (await fetch(`${instance.url}/api/v1/identity/user-context`, { headers })).status;
    console.log(`session signed in through the proxy, read by the instance on ${instance.port}: ${status}`);
  }
  const companyId = await companyIdOf(url, headers);
  const acknowledged = emptyAcknowledged();
  const write = mixedWrites(url, headers, companyId, acknowledged);
  const statuses = {};
  let stop = false;
  const load = Promise.all(
    [0, 1, 2].map(async (lane) => {
      while (!stop) {
        const status = await write(`two.${lane}`).catch(() => 'cut');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const started = Date.now();
  let round = 0;
  while (Date.now() - started < SECONDS * 1000) {
    await sleep(5000 + Math.random() * 5000);
    const victim = round % 2;
    round += 1;
    await instances[victim].kill();
    console.log(`killed the instance on ${instances[victim].port} with SIGKILL`);
    instances[victim] = await startPortal(database, { port: instances[victim].port });
  }
  stop = true;
  await load;
  const problems = await missingOrDuplicated(url, headers, companyId, acknowledged);
  console.log(
    `Two instances: ${round} kills; acknowledged ${acknowledged.users.length} users, ${acknowledged.blocked.length} blocks, ` +
      `${acknowledged.tickets.length} tickets, ${acknowledged.comments.length} comments; answers ${JSON.stringify(statuses)}; ` +
      `lost or doubled: ${problems.length}${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}`,
  );
  if (problems.length) process.exitCode = 1;
} finally {
  proxy.close();
  for (const instance of instances) await instance.stop();
  postgres.stop();
}
