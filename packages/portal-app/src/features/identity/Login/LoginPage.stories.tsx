import { errorEnvelope } from '@partner-insights/contracts';
import { mobileMaxWidth } from '@partner-insights/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureReply } from '../../../testing/fixtureTransport';
import { framedStandalone } from '../../../testing/storyFrames';
import { withAppProviders } from '../../../testing/withAppProviders';
import LoginPage from './LoginPage';

const meta = {
  title: 'App/Pages/Login',
  component: LoginPage,
  decorators: [withAppProviders],
  render: framedStandalone(<LoginPage />),
  parameters: {
    app: { path: '/login?lastUrl=%2Fapps' },
    docs: {
      description: {
        component:
          '/login?lastUrl=: email and password, the server’s refusals in an alert (wrong credentials, too many ' +
          'attempts), then on to `lastUrl` (the launch list by default). A signed-in reader goes on at once. ' +
          'Framed by the header (the language choice, which applies at once and becomes the user’s preference ' +
          'once signed in) and the footer (support, contact us); “Forgot your password?” leads to /forgotPassword.',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginAnswering = (reply: FixtureReply | (() => Promise<FixtureReply>)) => ({
  app: { path: '/login?lastUrl=%2Fapps', fixtures: { 'POST /api/auth/login': reply } },
});

/** Fills the form and submits it; the alert (if any) is the server's answer. */
async function submit(canvasElement: HTMLElement, email: string, password: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The empty form, in every language at both widths (page-shots); the other languages check their own texts. */
export const Idle: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to Partner Insights' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    // A visitor's frame: the language choice, support and contact us, no account menu or private navigation.
    const footer = canvas.getByRole('navigation', { name: 'Legal and contact' });
    await expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
    // On a phone the header's language choice and navigation are behind its menu.
    if (window.innerWidth > mobileMaxWidth) {
      await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: 'Main' })).not.toHaveTextContent('Apps');
    }
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Inicie sesión en Partner Insights' }),
          ).toBeVisible();
          await expect(canvas.getByLabelText('Contraseña')).toBeVisible();
          await expect(canvas.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Connectez-vous à Partner Insights' }),
          ).toBeVisible();
        },
      },
    },
  },
};

/** The header's language choice applies at once, before signing in. */
export const LanguageChosen: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Language: English' }));
    const spanish = await screen.findByRole('menuitemradio', { name: 'Español' });
    await waitFor(() => expect(spanish).toBeVisible());
    await userEvent.click(spanish);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Inicie sesión en Partner Insights' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  },
};

export const Refused: Story = {
  globals: { locale: 'en-US' },
  parameters: loginAnswering({ status: 401, body: errorEnvelope(401, 'Invalid email or password') }),
  play: async ({ canvasElement, canvas }) => {
    await submit(canvasElement, 'user@acme-foods.test', 'not-the-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Throttled: Story = {
  globals: { locale: 'en-US' },
  parameters: loginAnswering({
    status: 429,
    body: errorEnvelope(429, 'Too many sign-in attempts. Please try again later.'),
  }),
  play: async ({ canvasElement, canvas }) => {
    await submit(canvasElement, 'user@acme-foods.test', 'guess-number-six');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again later.',
    );
  },
};

/** The server has not answered yet: the button says so and cannot be pressed again. */
export const Submitting: Story = {
  globals: { locale: 'en-US' },
  parameters: loginAnswering(() => new Promise<FixtureReply>(() => {})),
  play: async ({ canvasElement, canvas }) => {
    await submit(canvasElement, 'user@acme-foods.test', 'demo-password');
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};
