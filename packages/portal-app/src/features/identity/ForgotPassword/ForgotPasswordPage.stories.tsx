import { errorEnvelope, PASSWORD_RESET_THROTTLED_MESSAGE } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureReply } from '../../../testing/fixtureTransport';
import { framedStandalone } from '../../../testing/storyFrames';
import { withAppProviders } from '../../../testing/withAppProviders';
import ForgotPasswordPage from './ForgotPasswordPage';

const meta = {
  title: 'App/Pages/ForgotPassword',
  component: ForgotPasswordPage,
  decorators: [withAppProviders],
  render: framedStandalone(<ForgotPasswordPage />),
  parameters: {
    app: { path: '/forgotPassword' },
    docs: {
      description: {
        component:
          '/forgotPassword, from “Forgot your password?” on the sign-in page: the account’s email goes to ' +
          'POST /api/pwd-reset-link, which answers alike whether or not an account has it, so the confirmation ' +
          'does too. Too many requests (429) say so in an alert.',
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkRequestAnswering = (reply: FixtureReply) => ({
  app: { path: '/forgotPassword', fixtures: { 'POST /api/pwd-reset-link': reply } },
});

async function requestLink(canvasElement: HTMLElement, emailLabel: string, submitLabel: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(emailLabel), 'user@acme-foods.test');
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
}

/** The empty form, in every language at both widths (page-shots); the other languages check their own texts. */
export const Form: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('navigation', { name: 'Legal and contact' })).toHaveTextContent('Contact us');
  },
  parameters: {
    pageShots: {
      plays: {
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' }),
          ).toBeVisible();
        },
      },
    },
  },
};

export const Sent: Story = {
  globals: { locale: 'es-MX' },
  parameters: linkRequestAnswering({ status: 202 }),
  play: async ({ canvasElement, canvas }) => {
    await requestLink(canvasElement, 'Correo electrónico', 'Enviar enlace');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Revise su correo electrónico' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Si alguna cuenta usa user@acme-foods.test');
  },
};

export const Throttled: Story = {
  globals: { locale: 'fr-CA' },
  parameters: linkRequestAnswering({ status: 429, body: errorEnvelope(429, PASSWORD_RESET_THROTTLED_MESSAGE) }),
  play: async ({ canvasElement, canvas }) => {
    await requestLink(canvasElement, 'Courriel', 'Envoyer le lien');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Trop de demandes de lien. Veuillez réessayer plus tard.',
    );
  },
};
