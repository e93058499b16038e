import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    children: 'Email me about new releases',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Turns a setting on or off at once. Use a Checkbox when the choice is submitted with a form. ' +
          'Announced as a switch; Space toggles it.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled by clicking its label; the pointer then leaves so the screenshot shows it at rest. */
export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me about new releases' });
    await userEvent.click(canvas.getByText('Email me about new releases'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(toggle);
  },
};

/** Reached with Tab it shows the focus ring; Space toggles it. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const On: Story = {
  tags: ['focus-ring'],
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'At most one email a month.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription('At most one email a month.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me about new releases'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** At the 425 px mobile width a long label wraps beside the switch. */
export const MobileLongLabel: Story = {
  args: { children: 'Email me when a product I can launch publishes new release notes or data dictionary terms' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Windows high contrast: the track, thumb, focus ring and disabled state use system colours. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Off' })).toHaveFocus();
  },
};
