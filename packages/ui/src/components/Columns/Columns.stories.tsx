import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box';
import { Column } from './Column';
import { Columns } from './Columns';

const Panel = ({ label }: { label: string }) => (
  <Box padding="medium" background="positiveSoft" borderRadius="small">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  parameters: {
    docs: {
      description: {
        component:
          'Places `Column`s side by side. A column takes an equal share of the row unless given a `width` (a fraction or `content`). With `collapseBelow` the columns stack, full width, on narrower screens.',
      },
    },
  },
  args: {
    space: 'medium',
    children: [
      <Column key="a">
        <Panel label="First column" />
      </Column>,
      <Column key="b">
        <Panel label="Second column" />
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EqualWidths: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('First column').getBoundingClientRect();
    const second = canvas.getByText('Second column').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.width).toBe(first.width);
  },
};

export const Widths: Story = {
  args: {
    children: [
      <Column key="a" width="1/3">
        <Panel label="One third" />
      </Column>,
      <Column key="b">
        <Panel label="The rest" />
      </Column>,
      <Column key="c" width="content">
        <Panel label="Content" />
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const oneThird = canvas.getByText('One third').getBoundingClientRect();
    const rest = canvas.getByText('The rest').getBoundingClientRect();
    await expect(rest.width).toBeGreaterThan(oneThird.width);
  },
};

const collapseBelowTablet: Story['args'] = { collapseBelow: 'tablet' };

/** Side by side from the tablet breakpoint up. */
export const CollapsibleOnLaptop: Story = {
  args: collapseBelowTablet,
  play: EqualWidths.play,
};

/** Stacked, full width, on a phone. */
export const CollapsedOnMobile: Story = {
  args: collapseBelowTablet,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('First column').getBoundingClientRect();
    const second = canvas.getByText('Second column').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(second.width).toBe(first.width);
  },
};
