import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogTrigger } from './index';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog with a heading, a close button, a body and optional actions. Put it in a `DialogTrigger` ' +
          'after the button that opens it; focus moves into the dialog, stays there, and returns to the button ' +
          'on close. Escape, the close button and a press outside close it. Sizes: small, medium, large.',
      },
    },
  },
  args: {
    title: 'Share report',
    children: 'Everyone in your company with access to Report Builder will be able to open this report.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDismissable: { control: 'boolean' },
  },
  // The trigger owns the open state, so the stories' open props go to it.
  render: ({ defaultOpen, onOpenChange, ...args }) => (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary">Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = { screenshot: { target: 'viewport' } };

/** Waits for the entrance to finish, so the screenshot shows the dialog at rest. */
const dialogShown = () => waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());

/** Opened with a pointer: the dialog is named by its heading and takes focus. */
export const Default: Story = {
  tags: ['focus-ring'],
  parameters: openDialog,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share report' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await dialogShown();
  },
};

/** Opened with Enter from the keyboard; Escape closes it and focus returns to the button. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Share report' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press on the dimmed page outside the dialog dismisses it. */
export const OutsidePressDismisses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    // The dimmed overlay holds the modal, which holds the dialog.
    const overlay = dialog.parentElement?.parentElement;
    await expect(overlay).toBeInstanceOf(HTMLElement);
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The close button is reached with Tab and pressed with Space. */
export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Actions receive `close`, so a confirming action can finish its work and then close the dialog. */
export const WithActions: Story = {
  parameters: openDialog,
  args: {
    actions: (close) => (
      <>
        <Button variant="secondary" slot="close">
          Cancel
        </Button>
        <Button onPress={close}>Share</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await dialogShown();
  },
};

export const Small: Story = {
  parameters: openDialog,
  args: { size: 'small', defaultOpen: true },
  play: async () => {
    await dialogShown();
  },
};

export const Large: Story = {
  parameters: openDialog,
  args: { size: 'large', defaultOpen: true },
  play: async () => {
    await dialogShown();
  },
};

/** At 425 px the dialog takes the width of the screen, less a margin. */
export const Mobile: Story = {
  parameters: openDialog,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    await dialogShown();
  },
};

/** The close button's label follows the locale. */
export const InSpanish: Story = {
  parameters: openDialog,
  globals: { locale: 'es-MX' },
  args: {
    title: 'Compartir informe',
    children: 'Todas las personas de su empresa con acceso a Report Builder podrán abrir este informe.',
    defaultOpen: true,
  },
  play: async () => {
    await dialogShown();
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
};

/** In forced colours the dialog keeps its outline and the close button its focus ring. */
export const ForcedColors: Story = {
  parameters: openDialog,
  globals: { forcedColors: 'active' },
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    await dialogShown();
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
  },
};
