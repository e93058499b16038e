import type { ApiError } from '../api/ApiClient';
import type { RemoteStatus } from './RemoteResource';

/** What a page reads of a remote resource (a RemoteResource, or a view of one). */
export interface ResourceState<T> {
  readonly status: RemoteStatus;
  readonly data: T | null;
  readonly error: ApiError | null;
}

type AnswersOf<Resources extends readonly ResourceState<unknown>[]> = {
  readonly [Index in keyof Resources]: Resources[Index] extends ResourceState<infer T> ? T : never;
};

/**
 * Several answers as one state: loading until every resource has its answer, an error as soon as any call failed,
 * else success with every answer. A state derived from several answers (empty, "No results", locked, zero counts)
 * reads them through this, so it never shows on part of them.
 */
export type CombinedResources<Answers> =
  | { readonly status: 'loading'; readonly data: null; readonly error: null }
  | { readonly status: 'error'; readonly data: null; readonly error: ApiError }
  | { readonly status: 'success'; readonly data: Answers; readonly error: null };

const LOADING = { status: 'loading', data: null, error: null } as const;

export function combineResources<Resources extends readonly ResourceState<unknown>[]>(
  ...resources: Resources
): CombinedResources<AnswersOf<Resources>> {
  const failed = resources.find((resource) => resource.status === 'error');
  if (failed?.error) return { status: 'error', data: null, error: failed.error };
  // A read not yet answered, or reloading for other arguments, would mix old and new answers; a write still idle
  // has no answer to give.
  if (resources.some((resource) => resource.status !== 'success')) return LOADING;
  return { status: 'success', data: resources.map((resource) => resource.data) as AnswersOf<Resources>, error: null };
}

/**
 * A resource the page can do without: its failure is an answer too (no data), so combining waits for it but does not
 * fail with it (the launch list's alpha and beta labels).
 */
export function optionalResource<T>(resource: ResourceState<T>): ResourceState<T | null> {
  if (resource.status !== 'error') return resource;
  return { status: 'success', data: null, error: null };
}
