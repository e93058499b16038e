import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Logo } from './Logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The product logo for the header and sign-in pages: `<Logo />`, or `<Logo productName="…" />` where the ' +
          'product is configured under another name. `size` is small, medium (default) or large. Screen readers ' +
          'hear one image named after the product.',
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a single image named after the product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Partner Insights' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small' },
};

export const Large: Story = {
  args: { size: 'large' },
};

/** The product name is configurable; the logo's accessible name follows it. */
export const CustomProductName: Story = {
  args: { productName: 'Supplier Analytics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Supplier Analytics' })).toBeVisible();
  },
};

/** In Windows high contrast the mark is drawn in system colours, so it stays visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
};
