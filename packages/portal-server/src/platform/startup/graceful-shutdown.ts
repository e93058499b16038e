import type { Server } from 'node:http';
import type { Database } from '../db/database';
import type { JobWorker } from '../jobs';

/** How long requests in flight, and jobs running, may take to finish once a stop signal arrives. */
const GRACE_MS = 10_000;

/** Stops accepting connections and resolves once open requests finish, cutting them off after the grace. */
function stopAcceptingAndDrain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    // Keep-alive connections without a request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

export interface RunningServer {
  readonly server: Server;
  readonly worker: JobWorker;
  readonly database: Database;
}

/**
 * On SIGTERM or SIGINT: stop accepting requests and claiming jobs, let requests in flight and running jobs finish
 * (jobs still running after the grace are run again once their leases pass), close the database (ending its
 * thread or pool, releasing the data folder), then exit 0. A second signal falls back to Node's default: an
 * immediate stop.
 */
export function stopGracefullyOnSignals({ server, worker, database }: RunningServer): void {
  const stop = async (signal: NodeJS.Signals) => {
    process.off('SIGTERM', stop).off('SIGINT', stop);
    console.log(`${signal} received: finishing open requests and running jobs, then stopping.`);
    try {
      await Promise.all([stopAcceptingAndDrain(server), worker.stop(GRACE_MS)]);
      await database.close();
      console.log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error('Stopping failed:', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
}
