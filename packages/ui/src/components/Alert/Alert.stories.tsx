import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Stack } from '../Stack';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  parameters: {
    docs: {
      description: {
        component:
          'An inline message about the content around it. Critical and caution alerts are announced at once (`role="alert"`), success and info politely (`role="status"`); an icon per tone keeps the tone from resting on colour alone. Optional `action` button and, with `onDismiss`, a close button (its name is "Close" in the reader’s language; override with `dismissLabel`).',
      },
    },
  },
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children: 'Reports may load slowly on Saturday between 1 and 3 AM.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'critical', 'caution', 'info'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Scheduled maintenance');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Ticket created', children: 'We will reply to your request within two days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ticket created');
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Something went wrong',
    children: 'An error occurred while performing the operation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Caution: Story = {
  args: { tone: 'caution', title: 'Access audit due', children: 'Complete the user access audit by 31 March.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access audit due');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Please select allowed methods' },
};

/** The action is a real button: reached with Tab and pressed with Enter, then with the pointer. */
export const WithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Download failed, please try again',
    children: 'The export could not be completed.',
    action: { label: 'Try again', onPress: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(tryAgain);
    await expect(args.action?.onPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(tryAgain);
  },
};

/** The close button is named "Close", reached with Tab and pressed with Space or a click. */
export const Dismissible: Story = {
  tags: ['focus-ring'],
  args: { tone: 'success', title: 'Saved', children: 'Your preferences were saved.', onDismiss: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const close = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await userEvent.unhover(close);
  },
};

export const CustomDismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Hide maintenance notice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide maintenance notice' })).toBeVisible();
  },
};

export const DismissibleInSpanish: Story = {
  args: {
    tone: 'success',
    title: 'Guardado',
    children: 'Se guardaron sus preferencias.',
    onDismiss: fn(),
  },
  globals: { locale: 'es-MX' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Cerrar' }));
  },
};

/** At 425 px long messages wrap; the action and close button stay in reach. */
export const Mobile: Story = {
  args: { ...WithAction.args, onDismiss: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** In Windows high contrast every alert is outlined, and the close button shows its focus ring. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <Stack space="medium">
      {(['success', 'critical', 'caution', 'info'] as const).map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone} onDismiss={fn()}>
          {args.children}
        </Alert>
      ))}
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
  },
};
