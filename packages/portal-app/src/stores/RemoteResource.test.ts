import { errorEnvelope } from '@partner-insights/contracts';
import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { UNKNOWN_HTTP_ERROR, type ApiResponse } from '../api/ApiClient';
import { DEFAULT_STALE_TIME_MS, RemoteResource, type RemoteStatus } from './RemoteResource';

const success = <T>(result: T): ApiResponse<T> => ({ result, headers: {} });
const failure = (status: number, message: string): ApiResponse<never> => ({
  ...errorEnvelope(status, message),
  result: null,
});

/** A loader whose answers the test releases by hand, to look at the states in between. */
function deferredLoader<T>() {
  const releases: ((response: ApiResponse<T>) => void)[] = [];
  const load = vi.fn((..._args: unknown[]) => new Promise<ApiResponse<T>>((resolve) => releases.push(resolve)));
  const answer = (index: number, response: ApiResponse<T>) => releases[index]?.(response);
  return { load, answer };
}

describe('RemoteResource', () => {
  it('starts idle and empty', () => {
    const resource = new RemoteResource(async () => success(1));

    expect(resource).toMatchObject({ status: 'idle', data: null, error: null, isLoading: false });
  });

  it('goes idle -> loading -> success with the data, observably', async () => {
    const { load, answer } = deferredLoader<string[]>();
    const resource = new RemoteResource(load);
    const seen: RemoteStatus[] = [];
    const dispose = autorun(() => seen.push(resource.status));

    const running = resource.run();
    expect(resource.isLoading).toBe(true);
    answer(0, success(['a']));
    await running;
    dispose();

    expect(seen).toEqual(['idle', 'loading', 'success']);
    expect(resource.data).toEqual(['a']);
    expect(resource.error).toBeNull();
  });

  it('goes to error with the call error and no data', async () => {
    const resource = new RemoteResource(async () => failure(500, 'Boom'));

    await resource.run();

    expect(resource).toMatchObject({ status: 'error', data: null, error: { status: 500, message: 'Boom' } });
  });

  it('ends in error when the loader itself throws', async () => {
    const resource = new RemoteResource((): Promise<ApiResponse<number>> => {
      throw new Error('mapping bug');
    });

    await resource.run();

    expect(resource.status).toBe('error');
    expect(resource.error).toMatchObject({ message: UNKNOWN_HTTP_ERROR, details: 'Error: mapping bug' });
  });

  it('passes the run arguments to the loader', async () => {
    const load = vi.fn(async (page: number, search: string) => success(`${search}@${page}`));
    const resource = new RemoteResource(load);

    await resource.run(2, 'acme');

    expect(load).toHaveBeenCalledWith(2, 'acme');
    expect(resource.data).toBe('acme@2');
  });

  it('keeps fresh data for the stale time, then loads again', async () => {
    let now = 1_000;
    const load = vi.fn(async () => success(now));
    const resource = new RemoteResource(load, { now: () => now });

    await resource.run();
    now += DEFAULT_STALE_TIME_MS - 1;
    await resource.run();
    expect(load).toHaveBeenCalledTimes(1);

    now += 1;
    await resource.run();
    expect(load).toHaveBeenCalledTimes(2);
    expect(resource.data).toBe(now);
  });

  it('honours a longer stale time (the data dictionary keeps 24 h)', async () => {
    let now = 0;
    const load = vi.fn(async () => success('terms'));
    const resource = new RemoteResource(load, { staleTimeMs: 86_400_000, now: () => now });

    await resource.run();
    now = 86_399_999;
    await resource.run();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again at once for other arguments and after an error', async () => {
    const load = vi.fn(async (page: number) => (page === 1 ? failure(503, 'Busy') : success(page)));
    const resource = new RemoteResource(load);

    await resource.run(1);
    await resource.run(1);
    await resource.run(2);

    expect(load).toHaveBeenCalledTimes(3);
    expect(resource.data).toBe(2);
  });

  it('joins a call already under way with the same arguments', async () => {
    const { load, answer } = deferredLoader<number>();
    const resource = new RemoteResource(load);

    const first = resource.run();
    const second = resource.run();
    answer(0, success(1));
    await Promise.all([first, second]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.data).toBe(1);
  });

  it('lets only the latest call write its answer', async () => {
    const { load, answer } = deferredLoader<string>();
    const resource = new RemoteResource<string, [string]>(load);

    const older = resource.run('old');
    const newer = resource.run('new');
    answer(1, success('new'));
    await newer;
    answer(0, success('old'));
    await older;

    expect(resource.data).toBe('new');
  });

  it('resets to idle and empty, dropping an answer still under way', async () => {
    const { load, answer } = deferredLoader<number>();
    const resource = new RemoteResource(load);

    const running = resource.run();
    resource.reset();
    answer(0, success(1));
    await running;

    expect(resource).toMatchObject({ status: 'idle', data: null, error: null });
  });

  it('loads again after a reset even within the stale time', async () => {
    const load = vi.fn(async () => success(1));
    const resource = new RemoteResource(load);

    await resource.run();
    resource.reset();
    await resource.run();

    expect(load).toHaveBeenCalledTimes(2);
    expect(resource.status).toBe('success');
  });
});
