import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Popover, PopoverDialog, PopoverTrigger } from '.';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    showArrow: false,
    placement: 'bottom',
    children: (
      <PopoverDialog title="Data freshness">
        <p style={{ margin: 0, maxWidth: '16rem' }}>Sales data is refreshed every day at 6:00 AM Central time.</p>
      </PopoverDialog>
    ),
  },
  argTypes: {
    showArrow: { control: 'boolean' },
    placement: { control: 'inline-radio', options: ['bottom', 'top', 'start', 'end'] },
  },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">About this data</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A non-modal surface anchored to a trigger. Wrap a trigger and a `Popover` in `PopoverTrigger`; put interactive ' +
          'content in a `PopoverDialog` (give it a `title` or an `aria-label`). Focus moves into the dialog on open, ' +
          'and Escape or a press outside closes it and returns focus to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the pointer: the dialog is named by its heading and takes focus. */
export const Open: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About this data' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Data freshness' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
  },
};

export const WithArrow: Story = {
  args: { showArrow: true },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About this data' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Data freshness' });
    await userEvent.unhover(trigger);
  },
};

/** Enter opens it, Escape closes it and focus goes back to the trigger, which shows its focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About this data' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Data freshness' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press outside closes it. */
export const DismissedOutside: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About this data' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Data freshness' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Windows high contrast: the surface and the arrow keep a system-coloured edge. */
export const ForcedColors: Story = {
  args: { showArrow: true },
  globals: { forcedColors: 'active' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Data freshness' });
    await expect(canvas.getByRole('button', { name: 'About this data' })).toHaveAttribute('aria-expanded', 'true');
  },
};
