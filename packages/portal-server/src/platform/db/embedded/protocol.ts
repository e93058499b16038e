// Messages between the server thread and the PGlite worker. Everything here must survive structured
// cloning, so options carry data only: functions (such as drizzle's type parsers) cannot cross threads.
import type { Results, RowMode } from '@electric-sql/pglite';

export interface WorkerStartOptions {
  readonly dataDir: string;
}

export interface QueryRequest {
  readonly kind: 'query';
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly rowMode: RowMode | undefined;
  /** Type oids whose values the caller wants as the wire text instead of PGlite's parsed value. */
  readonly textTypeOids: readonly number[];
  readonly transactionId: number | undefined;
}

export interface ExecRequest {
  readonly kind: 'exec';
  readonly sql: string;
  readonly transactionId: number | undefined;
}

export interface TransactionRequest {
  readonly kind: 'begin' | 'commit' | 'rollback';
  readonly transactionId: number;
}

export interface CloseRequest {
  readonly kind: 'close';
}

export type WorkerRequest = QueryRequest | ExecRequest | TransactionRequest | CloseRequest;

/** What each request answers with. */
export interface WorkerResults {
  readonly query: Results;
  readonly exec: Results[];
  readonly begin: null;
  readonly commit: null;
  readonly rollback: null;
  readonly close: null;
}

export interface RequestEnvelope {
  readonly requestId: number;
  readonly request: WorkerRequest;
}

/** The fields of a PostgreSQL error that callers branch on (code 23505 = unique violation, ...). */
export interface SerializedDatabaseError {
  readonly message: string;
  readonly code?: string | undefined;
  readonly severity?: string | undefined;
  readonly detail?: string | undefined;
  readonly hint?: string | undefined;
  readonly schema?: string | undefined;
  readonly table?: string | undefined;
  readonly column?: string | undefined;
  readonly constraint?: string | undefined;
}

export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'start-failed'; readonly error: SerializedDatabaseError }
  | { readonly type: 'result'; readonly requestId: number; readonly result: WorkerResults[WorkerRequest['kind']] }
  | { readonly type: 'error'; readonly requestId: number; readonly error: SerializedDatabaseError };
