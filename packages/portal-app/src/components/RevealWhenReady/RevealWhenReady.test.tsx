import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RevealWhenReady } from './RevealWhenReady';

type Module = { default: () => ReactNode };

describe('RevealWhenReady', () => {
  it('asks for its content once the skeleton is in the document, and keeps the skeleton until the content is in', async () => {
    let arrive: (module: Module) => void = () => {};
    let wasSkeletonShownWhenAsked = false;
    const load = vi.fn(() => {
      wasSkeletonShownWhenAsked = screen.queryByText('Skeleton') !== null;
      return new Promise<Module>((resolve) => (arrive = resolve));
    });
    const Part = lazy(load);

    render(
      <RevealWhenReady pending={<p>Skeleton</p>}>
        <Part />
      </RevealWhenReady>,
    );
    expect(load).toHaveBeenCalledOnce();
    expect(wasSkeletonShownWhenAsked).toBe(true);
    expect(screen.getByText('Skeleton')).toBeTruthy();

    await act(async () => arrive({ default: () => <p>The part</p> }));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(screen.queryByText('Skeleton')).toBeNull();
  });

  it('renders content whose code is in at once', () => {
    render(
      <RevealWhenReady pending={<p>Loading</p>} isImmediate>
        <p>The page</p>
      </RevealWhenReady>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
