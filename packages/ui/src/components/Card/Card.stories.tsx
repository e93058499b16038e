import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '../Stack';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          'A raised surface grouping related content. `tone` colours its start edge (never the only signal: say it in the content too); `shadow` sets the elevation; `as` renders a `section` or `article` where the content calls for one.',
      },
    },
  },
  args: {
    children: (
      <Stack space="xsmall">
        <strong>Users</strong>
        <span>Manage who can sign in for your company.</span>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'critical', 'caution', 'info'] },
    shadow: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Users')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['brand', 'positive', 'critical', 'caution', 'info'] as const).map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          {tone}
        </Card>
      ))}
    </Stack>
  ),
};

export const LargeShadow: Story = { args: { shadow: 'large' } };

export const Flat: Story = { args: { shadow: 'none' } };

/** Rendered as an article, e.g. one release note in a list. */
export const AsArticle: Story = {
  args: { as: 'article', children: 'Release 4.2: faster exports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Release 4.2: faster exports');
  },
};

/** A section named by its heading, as a landmark for assistive technology. */
export const LabelledSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-story-heading',
    children: <h2 id="card-story-heading">Contact details</h2>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contact details' })).toBeVisible();
  },
};

/** The same space at every width. */
export const FixedPadding: Story = { args: { padding: 'xsmall' } };

/** Less padding on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Outlined in the system text colour in Windows high contrast. */
export const ForcedColors: Story = {
  args: { tone: 'critical' },
  globals: { forcedColors: 'active' },
};
