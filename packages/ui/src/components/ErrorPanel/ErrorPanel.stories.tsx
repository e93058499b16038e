import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  parameters: {
    docs: {
      description: {
        component:
          'Takes the place of content that failed to load: "Something went wrong", the hint "Refresh this page to try again" and a "Refresh page" button that reloads the page (or calls `onRefresh`). Announced at once (`role="alert"`). Every text is localised and can be overridden.',
      },
    },
  },
  // Stories never reload the test page.
  args: { onRefresh: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refresh button answers a click and, from the keyboard, Enter. */
export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrongRefresh this page to try again');
    const refresh = canvas.getByRole('button', { name: 'Refresh page' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.unhover(refresh);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh page' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Download failed, please try again',
    hint: 'The export could not be completed.',
    refreshLabel: 'Try again',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Algo salió mal')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actualizar página' })).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actualiser la page' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  play: KeyboardFocus.play,
};
