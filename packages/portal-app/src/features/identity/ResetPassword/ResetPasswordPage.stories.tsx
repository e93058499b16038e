import { errorEnvelope, PASSWORD_RESET_LINK_INVALID_MESSAGE } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureReply } from '../../../testing/fixtureTransport';
import { framedStandalone } from '../../../testing/storyFrames';
import { withAppProviders } from '../../../testing/withAppProviders';
import ResetPasswordPage from './ResetPasswordPage';

const PATH = `/resetPassword?token=${'A'.repeat(43)}`;

const meta = {
  title: 'App/Pages/ResetPassword',
  component: ResetPasswordPage,
  decorators: [withAppProviders],
  render: framedStandalone(<ResetPasswordPage />),
  parameters: {
    app: { path: PATH },
    docs: {
      description: {
        component:
          '/resetPassword?token=, the page a reset link opens: the new password (12 characters or more, the rule ' +
          'of every new password) twice, sent with the token to POST /api/pwd-reset. Then every session of the ' +
          'account has ended and the page leads to the sign-in. A link unknown, used or expired says so and ' +
          'offers a new one.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetAnswering = (reply: FixtureReply) => ({ app: { path: PATH, fixtures: { 'POST /api/pwd-reset': reply } } });

/** Types the password twice and submits it. */
async function setPassword(
  canvasElement: HTMLElement,
  labels: { password: string; confirmation: string; submit: string },
  password: string,
  confirmation = password,
): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(labels.password), password);
  await userEvent.type(canvas.getByLabelText(labels.confirmation), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

const ENGLISH = { password: 'New password', confirmation: 'Confirm new password', submit: 'Change password' };

/** The empty form, in every language at both widths (page-shots); the other languages check their own texts. */
export const Form: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('Use 12 characters or more.');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgotPassword');
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Elija una contraseña nueva' }),
          ).toBeVisible();
        },
      },
    },
  },
};

/** Checked before sending, by the same rule as the server. */
export const TooShort: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, canvas }) => {
    await setPassword(canvasElement, ENGLISH, 'eleven char');
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 12 characters long.'),
    );
  },
};

export const InvalidLink: Story = {
  globals: { locale: 'es-MX' },
  parameters: resetAnswering({ status: 400, body: errorEnvelope(400, PASSWORD_RESET_LINK_INVALID_MESSAGE) }),
  play: async ({ canvasElement, canvas }) => {
    await setPassword(
      canvasElement,
      { password: 'Contraseña nueva', confirmation: 'Confirme la contraseña nueva', submit: 'Cambiar contraseña' },
      'frase secreta',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Este enlace no es válido o ya venció.');
    await expect(canvas.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  },
};

export const Changed: Story = {
  globals: { locale: 'fr-CA' },
  parameters: resetAnswering({ status: 204 }),
  play: async ({ canvasElement, canvas }) => {
    await setPassword(
      canvasElement,
      {
        password: 'Nouveau mot de passe',
        confirmation: 'Confirmez le nouveau mot de passe',
        submit: 'Changer le mot de passe',
      },
      'phrase secrète',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Votre mot de passe est changé' })).toBeVisible();
    // The header's sign-in link keeps the way back here; the page's leads to the sign-in itself.
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  },
};
