import type { ReactRenderer } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { PlayFunction } from 'storybook/internal/types';

export interface StatusPageTexts {
  readonly title: string;
  readonly description: string;
  /** The ways onward: each link's name and where it leads. */
  readonly links: readonly { readonly name: string; readonly href: string }[];
}

/** A status page's play: its one h1 in the main landmark, its line, the logo and its links. */
export const showsStatusPage =
  ({ title, description, links }: StatusPageTexts): PlayFunction<ReactRenderer> =>
  async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: title });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(heading);
    await expect(canvas.getByText(description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Partner Insights' })).toBeVisible();
    for (const { name, href } of links) await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
  };
