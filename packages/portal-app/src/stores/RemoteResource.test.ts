import { errorEnvelope } from '@partner-insights/contracts';
import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { UNKNOWN_HTTP_ERROR, type ApiResponse } from '../api/ApiClient';
import { createManualClock } from '../testing/manualClock';
import {
  DEFAULT_CACHE_TIME_MS,
  DEFAULT_STALE_TIME_MS,
  FOR_THE_VISIT,
  RemoteResource,
  WRITE,
  type RemoteStatus,
} from './RemoteResource';

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
  it('starts as the spec’s default state: fetching, no error, no result', () => {
    const resource = new RemoteResource(async () => success(1));

    expect(resource).toMatchObject({ status: 'loading', data: null, error: null, isLoading: true });
  });

  it('starts a write idle: nothing is being sent', () => {
    const resource = new RemoteResource(async () => success(1), WRITE);

    expect(resource).toMatchObject({ status: 'idle', data: null, error: null, isLoading: false });
  });

  it('goes loading -> success with the data, observably', async () => {
    const { load, answer } = deferredLoader<string[]>();
    const resource = new RemoteResource(load);
    const seen: RemoteStatus[] = [];
    const dispose = autorun(() => seen.push(resource.status));

    const running = resource.run();
    expect(resource.isLoading).toBe(true);
    answer(0, success(['a']));
    await running;
    dispose();

    expect(seen).toEqual(['loading', 'success']);
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
    const { clock, advance } = createManualClock(1_000);
    const load = vi.fn(async () => success(clock.now()));
    const resource = new RemoteResource(load, { clock });

    await resource.run();
    await advance(DEFAULT_STALE_TIME_MS - 1);
    await resource.run();
    expect(load).toHaveBeenCalledTimes(1);

    await advance(1);
    await resource.run();
    expect(load).toHaveBeenCalledTimes(2);
    expect(resource.data).toBe(clock.now());
  });

  it('honours a longer stale time (the data dictionary keeps 24 h)', async () => {
    const { clock, advance } = createManualClock(0);
    const load = vi.fn(async () => success('terms'));
    const resource = new RemoteResource(load, { staleTimeMs: 86_400_000, clock });
    const dispose = autorun(() => resource.data);

    await resource.run();
    await advance(86_399_999);
    await resource.run();
    dispose();

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

  it('resets to its starting state, empty, dropping an answer still under way', async () => {
    const { load, answer } = deferredLoader<number>();
    const resource = new RemoteResource(load);

    const running = resource.run();
    resource.reset();
    answer(0, success(1));
    await running;

    expect(resource).toMatchObject({ status: 'loading', data: null, error: null });
  });

  it('resets a write to idle', async () => {
    const resource = new RemoteResource(async () => failure(500, 'Boom'), WRITE);

    await resource.run();
    resource.reset();

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

  describe('cache time', () => {
    /** A resource whose loads answer the clock's time, and what a page would observe of it. */
    function cachedResource() {
      const { clock, advance } = createManualClock(0);
      const load = vi.fn(async () => success(clock.now()));
      const resource = new RemoteResource(load, { clock });
      const observe = () => autorun(() => [resource.status, resource.data]);
      /** A page loads and shows the resource, then goes. */
      const shownThenLeft = async () => {
        const page = observe();
        await resource.run();
        page();
      };
      return { resource, load, advance, observe, shownThenLeft };
    }

    it('drops an answer no one used for the cache time, so the next read loads afresh', async () => {
      const { resource, load, advance, observe, shownThenLeft } = cachedResource();
      await shownThenLeft();

      await advance(DEFAULT_CACHE_TIME_MS - 1);
      expect(resource.data).toBe(0);
      await advance(1);
      expect(resource).toMatchObject({ status: 'loading', data: null, error: null });

      // The next page shows its skeleton, not the old answer, until the new one arrives.
      observe();
      const reading = resource.run();
      expect(resource.data).toBeNull();
      await reading;
      expect(load).toHaveBeenCalledTimes(2);
      expect(resource.data).toBe(DEFAULT_CACHE_TIME_MS);
    });

    it('keeps an answer for as long as a page shows it, and counts the cache time from when it stops', async () => {
      const { resource, advance, observe } = cachedResource();
      const page = observe();
      await resource.run();

      await advance(DEFAULT_CACHE_TIME_MS * 3);
      expect(resource.data).toBe(0);

      page();
      await advance(DEFAULT_CACHE_TIME_MS - 1);
      expect(resource.data).toBe(0);
      await advance(1);
      expect(resource.data).toBeNull();
    });

    it('drops an answer that no page ever showed', async () => {
      const { resource, advance } = cachedResource();
      await resource.run();

      await advance(DEFAULT_CACHE_TIME_MS);

      expect(resource.status).toBe('loading');
    });

    it('keeps an answer shown again within the cache time', async () => {
      const { resource, load, advance, observe, shownThenLeft } = cachedResource();
      await shownThenLeft();

      await advance(DEFAULT_CACHE_TIME_MS - 1);
      observe();
      await advance(DEFAULT_CACHE_TIME_MS);

      expect(resource.data).toBe(0);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('never drops what is loaded for the whole visit', async () => {
      const { clock, advance } = createManualClock(0);
      const resource = new RemoteResource(async () => success('flags'), { ...FOR_THE_VISIT, clock });
      await resource.run();

      await advance(DEFAULT_CACHE_TIME_MS * 10);

      expect(resource.data).toBe('flags');
    });
  });
});
