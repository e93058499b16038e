import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ReactNode } from 'react';
import { useLandmark } from 'react-aria/useLandmark';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, type ShowToastOptions, type ToastTone } from './toastQueue';

interface ToastDemoProps extends ShowToastOptions {
  tone: ToastTone;
  title: string;
  /** What the button that shows the toast says. */
  trigger: string;
  regionLabel?: string;
  closeLabel?: string;
}

/** The page's main landmark, as an app shell gives it, for F6 and Shift+F6 to move between it and the toasts. */
function PageMain({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { landmarkProps } = useLandmark({ role: 'main' }, ref);
  return (
    <main ref={ref} {...landmarkProps}>
      {children}
    </main>
  );
}

/** A button that shows a toast, beside the region that displays it. */
function ToastDemo({ tone, title, trigger, regionLabel, closeLabel, ...options }: ToastDemoProps) {
  const [toasts] = useState(createToastQueue);
  const show = tone === 'success' ? toasts.success : toasts.error;
  return (
    <>
      <PageMain>
        <Button variant="secondary" onPress={() => show(title, options)}>
          {trigger}
        </Button>
      </PageMain>
      <ToastRegion toasts={toasts} aria-label={regionLabel} closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  parameters: {
    screenshot: { target: 'viewport' },
    docs: {
      description: {
        component:
          'Brief notifications of the outcome of an action. Create one queue per app with `createToastQueue()`, render `<ToastRegion toasts={queue} />` once, then call `queue.success(title, options)` or `queue.error(title, options)`. Toasts close themselves after 5 s (`timeout`), except those with an `action`, which stay until closed so everyone can reach the action. The region is a landmark named "Notifications" in the reader’s language; hovering or focusing it pauses the timeouts.',
      },
    },
  },
  args: {
    tone: 'success',
    title: 'Ticket created',
    description: 'We will reply within two business days.',
    trigger: 'Submit ticket',
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const getRegion = (name = 'Notifications') => screen.findByRole('region', { name });

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Tabs forward until `target` has focus: the region renders at the end of the page, after the canvas. */
async function tabTo(target: HTMLElement, userEvent: UserEvent) {
  for (let step = 0; step < 10 && document.activeElement !== target; step++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Shown with a click, announced in a named region; the close button removes it. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    const toast = within(await getRegion()).getByRole('alertdialog', { name: 'Ticket created' });
    await expect(toast).toHaveAccessibleDescription('We will reply within two business days.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());

    // Shown again from the keyboard, it stays open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await getRegion();
  },
};

/** An error with "Try again": reached from the keyboard with Tab, the action runs and closes the toast. */
export const ErrorWithAction: Story = {
  tags: ['focus-ring'],
  args: {
    tone: 'critical',
    title: 'Download failed, please try again',
    description: undefined,
    trigger: 'Download',
    action: { label: 'Try again', onPress: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await getRegion();
    await tabTo(within(region).getByRole('button', { name: 'Try again' }), userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());

    // Shown again with the pointer, it waits for the reader: the screenshot shows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await getRegion();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Download' }));
  },
};

/**
 * F6 moves focus from the page to the notifications landmark and Shift+F6 back (react-aria's landmark
 * navigation); from the landmark, Tab reaches the toast and its buttons, and Enter on Close dismisses it,
 * which puts focus back where it was on the page.
 */
export const LandmarkNavigation: Story = {
  args: ErrorWithAction.args,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Download' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await getRegion();
    const toast = within(region).getByRole('alertdialog', { name: 'Download failed, please try again' });
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F6}{/Shift}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());

    await tabTo(within(toast).getByRole('button', { name: 'Close' }), userEvent);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without an action the toast closes itself once its timeout ends (shortened here). */
export const AutoDismiss: Story = {
  args: { timeout: 1000, onClose: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await getRegion();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
    await expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

/** The region and close button are named in the reader's language. */
export const InSpanish: Story = {
  args: {
    title: 'Ticket creado',
    description: 'Responderemos en un plazo de dos días hábiles.',
    trigger: 'Enviar ticket',
  },
  globals: { locale: 'es-MX' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar ticket' }));
    const region = await getRegion('Notificaciones');
    await expect(within(region).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Enviar ticket' }));
  },
};

export const CustomLabels: Story = {
  args: { regionLabel: 'Support updates', closeLabel: 'Dismiss update' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    const region = await getRegion('Support updates');
    await expect(within(region).getByRole('button', { name: 'Dismiss update' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Submit ticket' }));
  },
};

/** Full width at the bottom of a phone's screen. */
export const Mobile: Story = {
  ...ErrorWithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** In Windows high contrast the toast is outlined and its focused close button shows the ring. */
export const ForcedColors: Story = {
  args: ErrorWithAction.args,
  globals: { forcedColors: 'active' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await getRegion();
    const close = within(region).getByRole('button', { name: 'Close' });
    await tabTo(close, userEvent);
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
  },
};
