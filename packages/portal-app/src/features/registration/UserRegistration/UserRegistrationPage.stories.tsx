import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureReply, Fixtures } from '../../../testing/fixtureTransport';
import { formReplacedAfterPress } from '../../../testing/storyParameters';
import { framedStandalone } from '../../../testing/storyFrames';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import {
  basicInvitation,
  COMPLETE_BASIC_REGISTRATION_ROUTE,
  COMPLETE_REGISTRATION_ROUTE,
  invalidInvitation,
  INVITATION_ROUTE,
  passwordRefused,
  REGISTRATION_PATH,
  registrationFixtures,
} from './registrationFixtures';
import UserRegistrationPage from './UserRegistrationPage';

const app = (fixtures: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user: null, path: REGISTRATION_PATH, fixtures: { ...registrationFixtures, ...fixtures } },
});
const registering = (reply: FixtureReply) => app({ [COMPLETE_REGISTRATION_ROUTE]: reply });

const meta = {
  title: 'App/Pages/User registration',
  component: UserRegistrationPage,
  decorators: [withAppProviders],
  render: framedStandalone(<UserRegistrationPage />),
  parameters: {
    docs: {
      description: {
        component:
          '/userRegistration?token=, the page an invitation link opens: the invitation (GET /api/registration/' +
          'invitation) shows the company and email; the person corrects their name, adds a phone, sets a password ' +
          '(its rules shown as they type; the server refuses common and personal ones with a 422) and accepts the ' +
          'terms, then PUT companies/{companyId}/users/complete-registration (/basic for basic vendors) activates ' +
          'the account. A link unknown, used or expired says so and whom to ask.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof UserRegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Labels {
  readonly password: string;
  readonly confirmation: string;
  readonly terms: string;
  readonly submit: string;
}

const ENGLISH: Labels = {
  password: 'Password',
  confirmation: 'Confirm password',
  terms: 'I accept the terms of use',
  submit: 'Complete registration',
};
const SPANISH: Labels = {
  password: 'Contraseña',
  confirmation: 'Confirme la contraseña',
  terms: 'Acepto los términos de uso',
  submit: 'Completar registro',
};
const FRENCH: Labels = {
  password: 'Mot de passe',
  confirmation: 'Confirmez le mot de passe',
  terms: 'J’accepte les conditions d’utilisation',
  submit: 'Terminer l’inscription',
};

/** Types the password twice, accepts the terms (unless told) and submits. */
async function register(canvasElement: HTMLElement, labels: Labels, password: string, acceptTerms = true) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(labels.password), password);
  await userEvent.type(canvas.getByLabelText(labels.confirmation), password);
  if (acceptTerms) await userEvent.click(canvas.getByRole('checkbox', { name: labels.terms }));
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

const GOOD_PASSWORD = 'harbour lantern seventy';

/** The invitation's form, in every language at both widths (page-shots); each waits for the invitation's details. */
export const Form: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
    // The heading shows while the invitation loads: its details come with it.
    await expect(await canvas.findByText('Acme Foods')).toBeVisible();
    await expect(canvas.getByText('dana.whitfield@acme-foods.test')).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Dana');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Whitfield');
    await expect(canvas.getByLabelText(/Phone number/)).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Password rules' })).toHaveTextContent('At least 12 characters');
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 1, name: 'Complete su registro' })).toBeVisible();
          await expect(await canvas.findByLabelText('Nombre')).toHaveValue('Dana');
          await expect(canvas.getByRole('list', { name: 'Reglas de la contraseña' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Terminez votre inscription' }),
          ).toBeVisible();
          await expect(await canvas.findByLabelText('Prénom')).toHaveValue('Dana');
        },
      },
    },
  },
};

/** The length rule turns met as the person types. */
export const RulesAsYouType: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Contraseña');
    const rules = await canvas.findByRole('list', { name: 'Reglas de la contraseña' });
    await expect(rules).toHaveTextContent('Al menos 12 caracteres (se verifica al enviar)');
    await userEvent.type(password, GOOD_PASSWORD);
    await expect(rules).toHaveTextContent('Al menos 12 caracteres (se cumple)');
  },
};

export const Loading: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app({ [INVITATION_ROUTE]: () => new Promise<FixtureReply>(() => undefined) }),
  play: async ({ canvas }) => {
    // The page's own status, once its texts are in (the frame's "loading page" shows until then).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Chargement de votre invitation'));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** Every field checked before sending: names, phone, password length, confirmation, terms. */
export const MissingDetails: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.clear(await canvas.findByLabelText('First name'));
    await userEvent.type(canvas.getByLabelText(/Phone number/), 'call me');
    await register(canvasElement, ENGLISH, 'too short', false);
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name');
    await expect(canvas.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      'Enter a phone number of digits, spaces and dashes',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 12 characters'),
    );
    await expect(canvas.getByRole('checkbox', { name: ENGLISH.terms })).toHaveAccessibleDescription(
      'Accept the terms to continue',
    );
  },
};

export const CommonPassword: Story = {
  globals: { locale: 'es-MX' },
  parameters: registering(passwordRefused('common')),
  play: async ({ canvasElement, canvas }) => {
    await register(canvasElement, SPANISH, 'password1234');
    await waitFor(() =>
      expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        expect.stringContaining('Esta es común o apareció en una filtración de datos.'),
      ),
    );
    await expect(canvas.getByRole('list', { name: 'Reglas de la contraseña' })).toHaveTextContent(
      'No es una contraseña común ni filtrada (no se cumple)',
    );
  },
};

export const PersonalPassword: Story = {
  globals: { locale: 'fr-CA' },
  parameters: registering(passwordRefused('personal')),
  play: async ({ canvasElement, canvas }) => {
    await register(canvasElement, FRENCH, 'dana whitfield 2026');
    await waitFor(() =>
      expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        expect.stringContaining('Choisissez un mot de passe qui ne contient ni votre nom ni votre courriel.'),
      ),
    );
  },
};

export const InvalidLink: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app({ [INVITATION_ROUTE]: invalidInvitation }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ce lien d’invitation n’est pas valide ou a expiré' }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/contactUs');
  },
};

export const Registered: Story = {
  globals: { locale: 'en-US' },
  parameters: formReplacedAfterPress,
  play: async ({ canvasElement, canvas }) => {
    await register(canvasElement, ENGLISH, GOOD_PASSWORD);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** A basic vendor's invitation completes through the /basic call. */
export const BasicVendor: Story = {
  globals: { locale: 'es-MX' },
  parameters: {
    ...app({
      [INVITATION_ROUTE]: { body: basicInvitation },
      [COMPLETE_BASIC_REGISTRATION_ROUTE]: { status: 200, body: {} },
    }),
    ...formReplacedAfterPress,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Corner Basics')).toBeVisible();
    await register(canvasElement, SPANISH, GOOD_PASSWORD);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Su cuenta está lista' })).toBeVisible();
  },
};

/** Where the market publishes terms (CA), the form links to those of the invited company's type. */
export const TermsOnCanada: Story = {
  globals: { locale: 'fr-CA' },
  parameters: { app: { ...app().app, site: 'CA' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Lire les conditions d’utilisation/ })).toHaveAttribute(
      'href',
      '/terms?companyType=supplier',
    );
  },
};
