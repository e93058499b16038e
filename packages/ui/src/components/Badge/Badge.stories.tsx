import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component:
          'A small text label for a status or category (e.g. "Beta", "Access Pending"). Not interactive. ' +
          'Pick the tone for its meaning; the words must carry it on their own, as colour is not announced.',
      },
    },
  },
  args: { children: 'Access Pending' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  args: { tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Access Pending')).toBeVisible();
  },
};

export const Brand: Story = { args: { tone: 'brand', children: 'Beta' } };

export const Positive: Story = { args: { tone: 'positive', children: 'Active' } };

export const Caution: Story = { args: { tone: 'caution', children: 'Access Pending' } };

export const Critical: Story = { args: { tone: 'critical', children: 'Locked' } };

export const Info: Story = { args: { tone: 'info', children: 'New' } };

/** Beside a heading, as a suffix label. */
export const InHeading: Story = {
  render: (args) => (
    <h3 style={{ margin: 0, display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      Report Builder <Badge {...args} />
    </h3>
  ),
  args: { tone: 'brand', children: 'Beta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Report Builder Beta' })).toBeVisible();
  },
};

/** In forced colours each badge keeps an outline, as the fill is dropped. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="brand">Brand</Badge>
      <Badge tone="positive">Positive</Badge>
      <Badge tone="caution">Caution</Badge>
      <Badge tone="critical">Critical</Badge>
      <Badge tone="info">Info</Badge>
    </div>
  ),
};
