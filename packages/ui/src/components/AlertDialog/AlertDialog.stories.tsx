import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation that interrupts: `role="alertdialog"`, a title, a message, and cancel and confirm ' +
          'buttons (labels default to "Cancel" and "Confirm" in the current language; name the action when you ' +
          'can). `tone="critical"` for destructive actions. Escape or Cancel close it without confirming; a press ' +
          'outside does not.',
      },
    },
  },
  args: {
    title: 'Remove this domain?',
    children: 'Users with an email address at acme-foods.test will no longer be able to register.',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'critical'] },
  },
  // The trigger owns the open state, so the stories' open props go to it; a story names its trigger
  // with `parameters.triggerLabel`.
  render: ({ defaultOpen, onOpenChange, ...args }, { parameters }) => (
    <DialogTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary">{parameters.triggerLabel ?? 'Remove domain'}</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = { screenshot: { target: 'viewport' } };

/** Waits for the entrance to finish, so the screenshot shows the dialog at rest. */
const dialogShown = (name?: string) => waitFor(() => expect(screen.getByRole('alertdialog', { name })).toBeVisible());

/** Announced as an alert dialog named by its title. */
export const Default: Story = {
  parameters: openDialog,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove domain' }));
    await dialogShown('Remove this domain?');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};

/** Confirming with the pointer calls `onConfirm` and closes the dialog. */
export const Confirm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove domain' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Tab reaches Cancel, Enter presses it; the dialog closes without confirming. */
export const CancelWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove domain' })).toHaveFocus());
  },
};

/** Escape cancels; a press outside leaves the decision open. */
export const EscapeAndOutsidePress: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('alertdialog');
    // The dimmed overlay holds the modal, which holds the dialog.
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    // The press outside blurs the dialog; its focus scope takes focus back a frame later, and only then does
    // Escape reach the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const deleteUser = {
  tone: 'critical',
  title: 'Delete user?',
  children: 'Dana Cruz will lose access to every app and will no longer be able to sign in.',
  confirmLabel: 'Delete user',
  defaultOpen: true,
} as const;

/** A destructive action: the confirm button is critical and names what it does. */
export const Critical: Story = {
  parameters: { ...openDialog, triggerLabel: 'Delete user' },
  args: deleteUser,
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Critical tone, left open for the screenshot. */
export const CriticalOpen: Story = {
  parameters: { ...openDialog, triggerLabel: 'Delete user' },
  args: deleteUser,
  play: async () => {
    await dialogShown('Delete user?');
  },
};

/** Default labels in French Canadian. */
export const InFrench: Story = {
  parameters: { ...openDialog, triggerLabel: 'Supprimer le domaine' },
  globals: { locale: 'fr-CA' },
  args: {
    title: 'Supprimer ce domaine?',
    children: 'Les utilisateurs ayant une adresse à acme-foods.test ne pourront plus s’inscrire.',
    defaultOpen: true,
  },
  play: async () => {
    await dialogShown('Supprimer ce domaine?');
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
  },
};

/** In forced colours both buttons keep their borders and the focused one its ring. */
export const ForcedColors: Story = {
  parameters: openDialog,
  globals: { forcedColors: 'active' },
  args: { tone: 'critical', defaultOpen: true },
  play: async ({ userEvent }) => {
    await dialogShown();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
