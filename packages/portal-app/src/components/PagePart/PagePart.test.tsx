import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagePart } from './PagePart';

describe('PagePart', () => {
  it('asks for the part only once the page has committed, and shows its skeleton until the part is in', async () => {
    let arrive: (module: { default: () => React.ReactNode }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)));
    const Part = lazy(load);

    render(
      <PagePart fallback={<p>Skeleton</p>}>
        <Part />
      </PagePart>,
    );
    expect(screen.getByText('Skeleton')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByText('Skeleton')).toBeTruthy();

    await act(async () => arrive({ default: () => <p>The part</p> }));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(screen.queryByText('Skeleton')).toBeNull();
  });
});
