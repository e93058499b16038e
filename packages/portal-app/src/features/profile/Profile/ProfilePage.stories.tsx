import { errorEnvelope, resolveLocale, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { associate } from '../RequestAccess/associateFixture';
import ProfilePage from './ProfilePage';

const admin: UserDetails = { ...users.supplierAdmin, phone_number: '+1 (479) 555-0100' };

/** The server's profile answers for `user`: its preferences, and saves that answer what they were sent. */
function profileFixtures(user: UserDetails, profileSave?: Fixture): Fixtures {
  const preferences = `/api/users/${encodeURIComponent(user.login_id)}/preferences`;
  return {
    // Saved in the language the story reads in (the document's), as the signed-in user's are in stories.
    [`GET ${preferences}`]: () => ({
      body: { ...user.user_preferences, language_code: resolveLocale(document.documentElement.lang) },
    }),
    [`POST ${preferences}`]: (request) => ({ body: request.body }),
    [`PUT /api/companies/${user.tenant?.id ?? ''}/users/profile`]:
      profileSave ?? ((request) => ({ body: { ...user, ...(request.body as object) } })),
  };
}

const app = (user: UserDetails, profileSave?: Fixture): { app: AppStoryParameters } => ({
  app: { user, site: user.site_id, fixtures: profileFixtures(user, profileSave) },
});

const meta = {
  title: 'App/Pages/Profile',
  component: ProfilePage,
  decorators: [withAppProviders],
  // The page alone in its main landmark: the shell around it has stories of its own.
  render: () => (
    <main>
      <ProfilePage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/profile: the signed-in user’s details, which they may edit (first and last name, phone), and their ' +
          'language and time zone, saved as soon as they are chosen. Spectators read it only.',
      },
    },
    ...app(admin),
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const detailsShown = (canvas: Canvas) => canvas.findByRole('heading', { level: 2, name: 'Your details' });

/** The acme admin's details and preferences, in every language at both widths (page-shots). */
export const Details: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await detailsShown(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    for (const value of ['Laura Chen', 'admin@acme-foods.test', 'Acme Foods', 'Supplier', 'External', 'Standard']) {
      await expect(canvas.getAllByText(value)[0]).toBeVisible();
    }
    await expect(canvas.getByText('+1 (479) 555-0100')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('(UTC-06:00) Central Time - Chicago');
  },
  parameters: {
    app: { path: '/profile' },
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 2, name: 'Sus datos' })).toBeVisible();
          await expect(canvas.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
          await expect(canvas.getByRole('button', { name: /Idioma/ })).toHaveTextContent('Español');
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 2, name: 'Vos renseignements' })).toBeVisible();
          await expect(canvas.getByRole('button', { name: /Langue/ })).toHaveTextContent('Français');
        },
      },
    },
  },
};

const startEditing = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) => {
  await detailsShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
  return canvas.findByRole('textbox', { name: 'First name' });
};

/** Editing: the user's own name and phone, filled in. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await startEditing(canvas, userEvent)).toHaveValue('Laura');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Chen');
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).toHaveValue('+1 (479) 555-0100');
  },
};

/** The server's rules, checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await startEditing(canvas, userEvent));
    const phone = canvas.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(await canvas.findByText('Enter a first name')).toBeVisible();
    await expect(canvas.getByText('Enter a valid phone number')).toBeVisible();
  },
};

/** Saved: the new name shows, with a word that it was kept. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const firstName = await startEditing(canvas, userEvent);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Lauren');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(await canvas.findByText('Your details were saved.')).toBeVisible();
    await expect(canvas.getByText('Lauren Chen')).toBeVisible();
  },
};

/** The server refused the save: the form stays, with the spec's error text. */
export const SaveFailed: Story = {
  parameters: app(admin, { status: 500, body: errorEnvelope(500, 'Boom') }),
  play: async ({ canvas, userEvent }) => {
    await startEditing(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(
      await canvas.findByText('An error occurred while processing your request. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
  },
};

/** A new time zone is saved as soon as it is chosen. */
export const TimeZoneSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await detailsShown(canvas);
    const timezone = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Toronto');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Toronto/ }));

    await expect(await canvas.findByText('Preferences saved.')).toBeVisible();
    await expect(timezone).toHaveValue('(UTC-05:00) Eastern Time - Toronto');
    // The choice closes the list.
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Spectators read the profile; nothing can be changed, and no access is requested from here. */
export const Spectator: Story = {
  parameters: app(users.spectator),
  play: async ({ canvas }) => {
    await detailsShown(canvas);
    await expect(canvas.getByText('You can view this profile but not change it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Request access to more products' })).not.toBeInTheDocument();
  },
};

/** Internal users find their way to request access. */
export const InternalUser: Story = {
  parameters: app(associate),
  play: async ({ canvas }) => {
    await detailsShown(canvas);
    await expect(canvas.getByRole('link', { name: 'Request access to more products' })).toHaveAttribute(
      'href',
      '/profile/requestAccess',
    );
  },
};

/** Saving: the form waits for the server. */
export const Saving: Story = {
  parameters: app(admin, () => new Promise(() => {})),
  play: async ({ canvas, userEvent }) => {
    await startEditing(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
