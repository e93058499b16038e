import type { Server } from 'node:http';
import type { Database } from '../db/database';

/** How long requests in flight may take to finish once a stop signal arrives. */
const REQUEST_GRACE_MS = 10_000;

/** Stops accepting connections and resolves once open requests finish, cutting them off after the grace. */
function stopAcceptingAndDrain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), REQUEST_GRACE_MS);
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    // Keep-alive connections without a request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish, close the database (ending the worker
 * or the pool, releasing the data folder), then exit 0. A second signal falls back to Node's default: an
 * immediate stop.
 */
export function stopGracefullyOnSignals(server: Server, database: Database): void {
  const stop = async (signal: NodeJS.Signals) => {
    process.off('SIGTERM', stop).off('SIGINT', stop);
    console.log(`${signal} received: finishing open requests, then stopping.`);
    try {
      await stopAcceptingAndDrain(server);
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
