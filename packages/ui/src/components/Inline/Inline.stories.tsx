import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box';
import { Inline } from './Inline';

const tags = ['Sales', 'Inventory', 'Shoppers', 'Promotions', 'Supply chain', 'Pricing', 'Forecasts', 'Stores'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component:
          'Places items side by side with even space from the scale, wrapping onto new rows when the width runs out (so it works at 425 px). `align` and `alignY` position the items.',
      },
    },
  },
  args: {
    space: 'small',
    children: tags.map((tag) => (
      <Box key={tag} paddingX="small" paddingY="xxsmall" background="neutralSoft" borderRadius="full">
        {tag}
      </Box>
    )),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Sales').getBoundingClientRect();
    const second = canvas.getByText('Inventory').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
  },
};

export const AlignedRight: Story = { args: { align: 'right' } };

export const AlignedCenter: Story = { args: { align: 'center', space: 'large' } };

/** On a phone the items wrap onto more rows. */
export const WrapsOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Sales').getBoundingClientRect();
    const last = canvas.getByText('Stores').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};
