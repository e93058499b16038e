import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box';
import { Stack } from './Stack';

const items = ['Shopper Behavior', 'Report Builder', 'Customer Pulse'].map((name) => (
  <Box key={name} padding="small" background="infoSoft" borderRadius="small">
    {name}
  </Box>
));

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component:
          'Places items one under another with even space from the scale (responsive). `dividers` draws a decorative rule between items; `align` keeps items at their own width.',
      },
    },
  },
  args: { space: 'medium', children: items },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap between items is the chosen space. */
const expectGap =
  (gap: number): Story['play'] =>
  async ({ canvas }) => {
    const first = canvas.getByText('Shopper Behavior').getBoundingClientRect();
    const second = canvas.getByText('Report Builder').getBoundingClientRect();
    await expect(second.top - first.bottom).toBeGreaterThanOrEqual(gap);
  };

export const Default: Story = { play: expectGap(16) };

export const LargeSpace: Story = { args: { space: 'xlarge' }, play: expectGap(32) };

/** Rules between items are hidden from screen readers: they add no content. */
export const WithDividers: Story = {
  args: { dividers: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  },
};

export const AlignedCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const item = canvas.getByText('Report Builder').getBoundingClientRect();
    await expect(item.width).toBeLessThan(400);
  },
};

/** Small space on phones, large from the tablet breakpoint up. */
export const ResponsiveSpaceOnMobile: Story = {
  args: { space: { mobile: 'xsmall', tablet: 'xlarge' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: expectGap(8),
};

export const ForcedColors: Story = {
  args: { dividers: true },
  globals: { forcedColors: 'active' },
};
