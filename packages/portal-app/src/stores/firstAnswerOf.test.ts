import { describe, expect, it, vi } from 'vitest';
import { firstAnswerOf } from './firstAnswerOf';

describe('firstAnswerOf', () => {
  it('gives one promise per key, loading once, after the call that asks', async () => {
    const load = vi.fn(async (_key: string) => {});
    const answered = firstAnswerOf(load);

    const first = answered('acme');
    expect(load).not.toHaveBeenCalled();
    expect(answered('acme')).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);

    const other = answered('nopal');
    expect(other).not.toBe(first);
    await other;
    expect(load).toHaveBeenLastCalledWith('nopal');
  });
});
