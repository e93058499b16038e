import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../Inline';
import { Footer } from './Footer';

const links = (
  <nav aria-label="Legal">
    <Inline space="medium">
      <a href="#terms">Terms of use</a>
      <a href="#privacy">Privacy</a>
      <a href="#support">Support</a>
    </Inline>
  </nav>
);

const meta = {
  title: 'Page/Footer',
  component: Footer,
  parameters: {
    docs: {
      description: {
        component:
          'The foot of every page, exposed as the `contentinfo` landmark: a `links` slot (pass a labelled `<nav>`) and the copyright line with the `year` and `productName`, localised (`copyright` overrides it). The year is a prop, so no render depends on today’s date.',
      },
    },
  },
  args: { year: 2026, links },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Partner Insights. All rights reserved.');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveFocus();
  },
};

export const CustomProductName: Story = {
  args: { productName: 'Supplier Analytics', links: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Supplier Analytics. All rights reserved.')).toBeVisible();
  },
};

export const CustomCopyright: Story = {
  args: { copyright: '© 2026 Retailer Inc.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Retailer Inc.')).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Partner Insights. Todos los derechos reservados.')).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Partner Insights. Tous droits réservés.')).toBeVisible();
  },
};

/** Links above the copyright line on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  play: Default.play,
};
