import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { IconButton } from './IconButton';

const closeIcon = (
  <svg viewBox="0 0 20 20" fill="none">
    <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    icon: closeIcon,
    'aria-label': 'Close',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDisabled: { control: 'boolean' },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square button showing only an icon, for compact, familiar actions (close, remove). It needs an ' +
          '`aria-label` naming the action, since no visible text does. Prefer a Button with text when there is room.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, pressed with the pointer; the pointer then leaves so the screenshot shows it at rest. */
const pressWithPointer: Story['play'] = async ({ args, canvas, userEvent }) => {
  const button = canvas.getByRole('button', { name: args['aria-label'] });
  await userEvent.click(button);
  await expect(args.onPress).toHaveBeenCalledOnce();
  await userEvent.unhover(button);
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: pressWithPointer,
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: pressWithPointer,
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: pressWithPointer,
};

export const Critical: Story = {
  args: { variant: 'critical', 'aria-label': 'Delete user' },
  play: pressWithPointer,
};

export const Sizes: Story = {
  tags: ['focus-ring'],
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <IconButton {...args} size="small" aria-label="Close small" />
      <IconButton {...args} size="medium" aria-label="Close medium" />
      <IconButton {...args} size="large" aria-label="Close large" />
    </div>
  ),
};

export const Hovered: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Reached with Tab it shows the focus ring, and both Enter and Space press it. */
export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Windows high contrast: a system-coloured edge and focus ring keep every button and its state visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <IconButton {...args} variant="primary" aria-label="Close primary" />
      <IconButton {...args} variant="secondary" aria-label="Close secondary" />
      <IconButton {...args} variant="ghost" aria-label="Close ghost" />
      <IconButton {...args} variant="critical" aria-label="Close critical" />
      <IconButton {...args} isDisabled aria-label="Close disabled" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close primary' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
