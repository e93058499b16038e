import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          'The base of every layout primitive: renders any element (`as`) styled only through the theme’s sprinkles, so spacing, colour, radius and shadow stay on the scale. Style props are responsive: `padding={{ mobile: "small", tablet: "large" }}`.',
      },
    },
  },
  args: {
    padding: 'large',
    background: 'brandSoft',
    borderRadius: 'medium',
    children: 'Content on a soft brand surface',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Content on a soft brand surface');
    await expect(box.tagName).toBe('DIV');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

/** Renders the element asked for, passing its attributes through. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', background: 'raised', boxShadow: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible();
  },
};

/** Small padding on phones, extra large from the tablet breakpoint up. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: 'small', tablet: 'xlarge' }, children: 'Padding grows with the viewport' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Padding grows with the viewport')).paddingTop).toBe('32px');
  },
};

export const ResponsivePaddingOnMobile: Story = {
  ...ResponsivePadding,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Padding grows with the viewport')).paddingTop).toBe('12px');
  },
};
