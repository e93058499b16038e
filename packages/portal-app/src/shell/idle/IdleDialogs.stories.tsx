import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { PendingAccessPage } from '../../features/status-pages';
import { FIXED_NOW } from '../../testing/createTestRootStore';
import { users } from '../../testing/userFixtures';
import { withAppProviders } from '../../testing/withAppProviders';
import { ShellLayout } from '../ShellLayout';
import { IdleWarningDialog } from './IdleWarningDialog';
import { TimedOutDialog } from './TimedOutDialog';

const IDLE_TIMEOUT_SECONDS = 1800;

/** The session as auth status answers it, idle since `secondsAgo` before now. */
const idleFor = (secondsAgo: number) => ({
  app: {
    user: users.regularUser,
    path: '/pendingAccess',
    fixtures: {
      'GET /api/auth-status': {
        body: {
          authenticated: true,
          idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
          idleExpiresAt: new Date(FIXED_NOW + (IDLE_TIMEOUT_SECONDS - secondsAgo) * 1000).toISOString(),
        },
      },
    },
  },
});

const meta = {
  title: 'App/Shell/Idle dialogs',
  component: IdleWarningDialog,
  decorators: [withAppProviders],
  render: () => (
    <>
      <ShellLayout>
        <PendingAccessPage />
      </ShellLayout>
      <IdleWarningDialog />
      <TimedOutDialog />
    </>
  ),
  parameters: {
    screenshot: { target: 'viewport' },
    docs: {
      description: {
        component:
          'Before the idle deadline (a minute before, or at half the timeout if shorter) the warning offers to ' +
          'stay signed in over the page, which stays mounted; at the deadline the timed-out notice leads to the ' +
          'login, back to the current page.',
      },
    },
  },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page under the dialog, which shows once its messages have loaded: the screenshot is of both at rest, not of
 * the page arriving under the dialog's backdrop.
 */
const pageBehindShown = () => waitFor(() => expect(document.querySelector('main h1')).toBeVisible());

export const Warning: Story = {
  globals: { locale: 'en-US' },
  parameters: idleFor(IDLE_TIMEOUT_SECONDS - 30),
  play: async () => {
    await pageBehindShown();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveTextContent(
      'You will be signed out soon because you have been inactive. Stay signed in to keep working where you left off.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const TimedOut: Story = {
  globals: { locale: 'en-US' },
  parameters: idleFor(IDLE_TIMEOUT_SECONDS + 1),
  play: async () => {
    await pageBehindShown();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Session timed out due to inactivity, log in to resume',
    });
    await expect(dialog).toHaveTextContent('For your security, your session ended after a period without activity.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible());
  },
};

export const TimedOutInSpanish: Story = {
  globals: { locale: 'es-MX' },
  parameters: idleFor(IDLE_TIMEOUT_SECONDS + 1),
  play: async () => {
    await pageBehindShown();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'La sesión expiró por inactividad; inicie sesión para continuar',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
