import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Save changes',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    fullWidth: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action button: `<Button variant="primary" onPress={save}>Save changes</Button>`. One primary ' +
          'button per view; `secondary` for the others, `ghost` inside dense layouts, `critical` for destructive ' +
          'actions. `isPending` keeps it focusable while work runs and announces "Pending" in the reader\'s ' +
          'language (`pendingLabel` replaces it); `isDisabled` for actions that cannot run yet.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant responds to a pointer press; the pointer then leaves, so screenshots show the resting look. */
const pressWithPointer: Story['play'] = async ({ args, canvas, userEvent }) => {
  const button = canvas.getByRole('button');
  await userEvent.click(button);
  await expect(args.onPress).toHaveBeenCalledOnce();
  await userEvent.unhover(button);
};

export const Primary: Story = {
  tags: ['focus-ring'],
  args: { variant: 'primary' },
  play: pressWithPointer,
};

export const Secondary: Story = {
  tags: ['focus-ring'],
  args: { variant: 'secondary' },
  play: pressWithPointer,
};

export const Ghost: Story = {
  tags: ['focus-ring'],
  args: { variant: 'ghost' },
  play: pressWithPointer,
};

export const Critical: Story = {
  tags: ['focus-ring'],
  args: { variant: 'critical', children: 'Delete user' },
  play: pressWithPointer,
};

export const Small: Story = {
  args: { size: 'small' },
};

export const Medium: Story = {
  args: { size: 'medium' },
};

export const Large: Story = {
  args: { size: 'large' },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down with the pointer: the screenshot shows the pressed colour. */
export const Pressed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Reached with Tab it shows the focus ring, and both Enter and Space press it. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
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

/** Busy: it keeps its size and focus, announces the pending state and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName(/^Save changes/);
    await expect(canvas.getByRole('progressbar', { name: 'Pending' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The pending state is announced in the reader's language. */
export const PendingInSpanish: Story = {
  args: { isPending: true, children: 'Guardar cambios' },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Pendiente' })).toBeInTheDocument();
  },
};

/** `pendingLabel` says what the work is. */
export const CustomPendingLabel: Story = {
  args: { isPending: true, pendingLabel: 'Saving your changes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Saving your changes' })).toBeInTheDocument();
  },
};

/**
 * Windows high contrast: system colours replace the palette, while the border and the focus ring
 * keep each button and its state visible. Story tests emulate forced colours for the screenshot.
 */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="critical">
        Critical
      </Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Primary' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
