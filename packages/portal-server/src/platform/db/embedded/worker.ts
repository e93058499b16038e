// The embedded database's thread: PGlite executes queries synchronously on the thread that calls it, so it
// lives here and the server thread stays free to answer requests while a query runs.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serializeDatabaseError } from './database-error';
import type { RequestEnvelope, WorkerMessage, WorkerRequest, WorkerResults, WorkerStartOptions } from './protocol';

interface OpenTransaction {
  readonly tx: Transaction;
  /** Lets PGlite's transaction callback return (committing unless rolled back) and waits for the outcome. */
  readonly end: () => Promise<void>;
}

if (!parentPort) throw new Error('The PGlite worker must run in a worker thread');
const port = parentPort;
const { dataDir } = workerData as WorkerStartOptions;
const openTransactions = new Map<number, OpenTransaction>();

function post(message: WorkerMessage): void {
  port.postMessage(message);
}

/** Parsers that hand back the wire text: drizzle maps dates, timestamps and intervals itself. */
function textParsers(typeOids: readonly number[]): ParserOptions {
  return Object.fromEntries(typeOids.map((oid) => [oid, (value: string) => value]));
}

// PGlite runs a transaction inside a callback and holds its connection until the callback returns, so other
// queries wait instead of joining the transaction. The callback stays open until the server thread commits
// or rolls back.
function beginTransaction(db: PGlite, transactionId: number): Promise<null> {
  return new Promise((begun, failed) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const completion = db.transaction(async (tx) => {
      openTransactions.set(transactionId, {
        tx,
        end: async () => {
          release();
          await completion;
        },
      });
      begun(null);
      await released;
    });
    // Before `begun` this reports a failed BEGIN; afterwards the outcome is awaited by `end`.
    completion.catch(failed);
  });
}

async function endTransaction(transactionId: number, commit: boolean): Promise<null> {
  const open = openTransactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}`);
  openTransactions.delete(transactionId);
  if (!commit && !open.tx.closed) await open.tx.rollback();
  await open.end();
  return null;
}

function target(db: PGlite, transactionId: number | undefined): PGlite | Transaction {
  if (transactionId === undefined) return db;
  const open = openTransactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}`);
  return open.tx;
}

async function close(db: PGlite): Promise<null> {
  for (const transactionId of [...openTransactions.keys()]) await endTransaction(transactionId, false);
  await db.close();
  return null;
}

async function run(db: PGlite, request: WorkerRequest): Promise<WorkerResults[WorkerRequest['kind']]> {
  switch (request.kind) {
    case 'query':
      return target(db, request.transactionId).query(request.sql, [...request.params], {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypeOids),
      });
    case 'exec':
      return target(db, request.transactionId).exec(request.sql);
    case 'begin':
      return beginTransaction(db, request.transactionId);
    case 'commit':
      return endTransaction(request.transactionId, true);
    case 'rollback':
      return endTransaction(request.transactionId, false);
    case 'close':
      return close(db);
  }
}

async function handle(db: PGlite, { requestId, request }: RequestEnvelope): Promise<void> {
  try {
    post({ type: 'result', requestId, result: await run(db, request) });
  } catch (error) {
    post({ type: 'error', requestId, error: serializeDatabaseError(error) });
  }
  // Closing the port lets the thread end once the database is closed.
  if (request.kind === 'close') port.close();
}

try {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  port.on('message', (envelope: RequestEnvelope) => void handle(db, envelope));
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'start-failed', error: serializeDatabaseError(error) });
  port.close();
}
