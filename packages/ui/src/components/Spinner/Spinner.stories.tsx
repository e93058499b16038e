import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['inline', 'small', 'medium', 'large'] },
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shows that work of unknown length is under way. Announced as a progress bar named "Loading" in the ' +
          "reader's language; pass `label` to say what is loading. It takes the colour of the surrounding text.",
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a busy progress bar with the localised default name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).toBeVisible();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Small: Story = {
  args: { size: 'small' },
};

export const Large: Story = {
  args: { size: 'large' },
};

/** `inline` follows the font size of the text it sits in. */
export const Inline: Story = {
  args: { size: 'inline' },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0, fontSize: '1.25rem' }}>
      <Spinner {...args} /> Fetching your reports
    </p>
  ),
};

/** A specific label tells the reader what is loading. */
export const CustomLabel: Story = {
  args: { label: 'Loading reports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading reports' })).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Cargando' })).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Chargement' })).toBeVisible();
  },
};

/** In Windows high contrast the spinner is drawn in the system text colour. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
};
