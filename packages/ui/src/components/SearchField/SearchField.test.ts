import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createDebouncedSearch, isTooShort } from './debouncedSearch';

describe('isTooShort', () => {
  it('holds for some text shorter than the minimum, ignoring surrounding spaces', () => {
    expect(isTooShort('ab', 3)).toBe(true);
    expect(isTooShort('  ab  ', 3)).toBe(true);
  });

  it('does not hold for empty text or text of the minimum length', () => {
    expect(isTooShort('', 3)).toBe(false);
    expect(isTooShort('   ', 3)).toBe(false);
    expect(isTooShort('abc', 3)).toBe(false);
  });
});

describe('createDebouncedSearch', () => {
  const onSearch = vi.fn<(term: string) => void>();
  const search = () => createDebouncedSearch({ delayMs: 500, minLength: 3, onSearch });

  beforeEach(() => {
    vi.useFakeTimers();
    onSearch.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches the trimmed term once typing has rested for the delay', () => {
    const debounced = search();
    debounced.change('sal');
    vi.advanceTimersByTime(499);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sal');
  });

  it('restarts the delay on every change and searches only the last text', () => {
    const debounced = search();
    debounced.change('sal');
    vi.advanceTimersByTime(300);
    debounced.change('sales ');
    vi.advanceTimersByTime(300);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sales');
  });

  it('never searches a term shorter than the minimum, and drops a pending search for it', () => {
    const debounced = search();
    debounced.change('sal');
    debounced.change('sa');
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
    debounced.submit('sa');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches an emptied field, to clear the results', () => {
    const debounced = search();
    debounced.change('');
    vi.advanceTimersByTime(500);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('searches at once on submit, without a second search when the delay ends', () => {
    const debounced = search();
    debounced.change('sales');
    debounced.submit('sales');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sales');
    vi.advanceTimersByTime(1000);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('forgets a pending search when cancelled', () => {
    const debounced = search();
    debounced.change('sales');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
