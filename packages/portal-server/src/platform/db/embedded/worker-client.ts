import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { EmbeddedDatabaseError } from './database-error';
import type { RequestEnvelope, WorkerMessage, WorkerRequest, WorkerResults, WorkerStartOptions } from './protocol';

/** Options drizzle passes to `query`: its parsers all return the wire text, which the worker reproduces. */
type WorkerQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers'>;

export interface PgliteWorkerTransaction {
  query<T>(sql: string, params?: readonly unknown[], options?: WorkerQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

interface PendingRequest {
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
}

type RequestOf<K extends WorkerRequest['kind']> = WorkerRequest & { readonly kind: K };

const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The server thread's handle on PGlite running in a worker: the subset of PGlite's interface drizzle uses
 * (query, exec, transaction), answered by message passing. A transaction stays open inside the worker until
 * its callback here settles, so no other query can slip into it.
 */
export class PgliteWorkerClient implements PgliteWorkerTransaction {
  readonly #worker: Worker;
  readonly #exited: Promise<void>;
  readonly #pending = new Map<number, PendingRequest>();
  #nextRequestId = 1;
  #nextTransactionId = 1;
  #stoppedBecause: Error | undefined;
  #closing: Promise<void> | undefined;

  /** Starts the worker and resolves once its database is open. */
  static start(workerEntry: string, options: WorkerStartOptions): Promise<PgliteWorkerClient> {
    const worker = new Worker(workerEntry, { workerData: options });
    return new Promise((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        stopListening();
        if (message.type === 'ready') resolve(new PgliteWorkerClient(worker));
        else if (message.type === 'start-failed') reject(new EmbeddedDatabaseError(message.error));
        else reject(new Error(`Unexpected message from the database worker during start-up: ${message.type}`));
      };
      const onError = (error: Error) => {
        stopListening();
        reject(error);
      };
      const onExit = (code: number) => {
        stopListening();
        reject(new Error(`The database worker exited during start-up (exit code ${code})`));
      };
      const stopListening = () => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  }

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (message: WorkerMessage) => this.#settle(message));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`The database worker stopped (exit code ${code})`)));
  }

  query<T>(sql: string, params: readonly unknown[] = [], options?: WorkerQueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ kind: 'exec', sql, transactionId: undefined });
  }

  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const transactionId = this.#nextTransactionId++;
    await this.#request({ kind: 'begin', transactionId });
    const tx: PgliteWorkerTransaction = {
      query: (sql, params = [], options) => this.#query(sql, params, options, transactionId),
      exec: (sql) => this.#request({ kind: 'exec', sql, transactionId }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error is the one worth reporting; a failed rollback (worker gone) adds nothing.
      await this.#request({ kind: 'rollback', transactionId }).catch(() => undefined);
      throw error;
    }
    await this.#request({ kind: 'commit', transactionId });
    return result;
  }

  /** Closes the database and ends the worker; later calls are rejected. Safe to call more than once. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    if (this.#stoppedBecause) return;
    const closed = this.#request({ kind: 'close' });
    this.#stop(new Error('The embedded database is closed'), { keepPending: true });
    try {
      await closed;
    } finally {
      const timeout = setTimeout(() => void this.#worker.terminate(), CLOSE_TIMEOUT_MS);
      await this.#exited;
      clearTimeout(timeout);
    }
  }

  #query<T>(
    sql: string,
    params: readonly unknown[],
    options: WorkerQueryOptions | undefined,
    transactionId: number | undefined,
  ): Promise<Results<T>> {
    const textTypeOids = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#request({
      kind: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypeOids,
      transactionId,
    }) as Promise<Results<T>>;
  }

  #request<K extends WorkerRequest['kind']>(request: RequestOf<K>): Promise<WorkerResults[K]> {
    if (this.#stoppedBecause) return Promise.reject(this.#stoppedBecause);
    const requestId = this.#nextRequestId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(requestId, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ requestId, request } satisfies RequestEnvelope);
    });
  }

  #settle(message: WorkerMessage): void {
    if (message.type !== 'result' && message.type !== 'error') return;
    const pending = this.#pending.get(message.requestId);
    if (!pending) return;
    this.#pending.delete(message.requestId);
    if (message.type === 'result') pending.resolve(message.result);
    else pending.reject(new EmbeddedDatabaseError(message.error));
  }

  /** Refuses new requests; unless closing in order, fails the ones still waiting for an answer. */
  #stop(reason: Error, { keepPending = false } = {}): void {
    this.#stoppedBecause ??= reason;
    if (keepPending) return;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
