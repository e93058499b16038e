import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, ROUTE_CHUNK_TIMEOUT_MS, lazyWithTimeout } from './lazyWithTimeout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const never = () => new Promise<{ default: ComponentType }>(() => {});

function renderLazy(Page: ComponentType, onError?: (error: unknown) => void) {
  return render(
    <RouteErrorBoundary fallback={<p>Error page</p>} {...(onError && { onError })}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // React reports errors caught by a boundary on the console; they are the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec’s 120 seconds for a page chunk', () => {
    expect(ROUTE_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('shows the error page once the chunk has not arrived in time', async () => {
    const onError = vi.fn();
    renderLazy(lazyWithTimeout(never), onError);

    await act(() => vi.advanceTimersByTimeAsync(ROUTE_CHUNK_TIMEOUT_MS - 1));
    expect(screen.getByText('Loading')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Error page')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
  });

  it('honours a custom timeout', async () => {
    renderLazy(lazyWithTimeout(never, 5_000));

    await act(() => vi.advanceTimersByTimeAsync(5_000));

    expect(screen.getByText('Error page')).toBeTruthy();
  });

  it('renders the page that arrives in time and leaves no timer behind', async () => {
    const Page = lazyWithTimeout(async () => ({ default: () => <h1>Loaded page</h1> }));
    renderLazy(Page);

    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the error page when the chunk fails to load', async () => {
    const Page = lazyWithTimeout(() =>
      Promise.reject<{ default: ComponentType }>(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderLazy(Page);

    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Error page')).toBeTruthy();
  });

  it('starts fetching on preload and renders from that fetch', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Preloaded page</h1> }));
    const Page = lazyWithTimeout(load);

    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(Page.isLoaded()).toBe(false);

    renderLazy(Page);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('heading', { name: 'Preloaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Page.isLoaded()).toBe(true);
  });

  it('fetches again on render when the preload failed', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <h1>Second try</h1> });
    const Page = lazyWithTimeout(load);

    Page.preload();
    await act(() => vi.advanceTimersByTimeAsync(0));

    renderLazy(Page);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('heading', { name: 'Second try' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
