import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formReplacedAfterPress } from '../../../testing/storyParameters';
import { withAppProviders } from '../../../testing/withAppProviders';
import UserListPage from '../UserList/UserListPage';
import { ACTIVE_USER, PERSONAS_ROUTE, USERS, VALIDATE_ROUTE, validationAnswer } from '../UserList/userList.fixtures';
import { overlay, rowOf, screen, textIn, userListApp } from '../UserList/userListStory.fixtures';
import { fullNameOf } from '../UserList/useUserColumns';

const meta = {
  title: 'App/Pages/User management/Dialogs',
  component: UserListPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <UserListPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The dialogs of /admin/userList, opened as an admin opens them: adding a user (validated by the server ' +
          'first), editing one user’s access, granting apps to several, blocking with a reason, and confirming ' +
          'deletions and unblocks; and the users without app access.',
      },
    },
    ...userListApp(),
    ...overlay,
  },
} satisfies Meta<typeof UserListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

const activeName = fullNameOf(ACTIVE_USER);

/** Opens the dialog named by the message `titleId`-ish `name`, from the button `label`. */
async function openFromButton({ canvas, userEvent }: PlayContext, label: string) {
  await rowOf(canvas, activeName);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return screen().findByRole('dialog');
}

/** Opens a row's menu and picks `action`. */
async function openFromRowMenu({ canvas, userEvent }: PlayContext, name: string, action: string) {
  const menuTrigger = (await rowOf(canvas, name)).querySelector<HTMLElement>('[aria-haspopup]');
  if (menuTrigger) await userEvent.click(menuTrigger);
  const menu = await screen().findByRole('menu', {}, { timeout: 3000 });
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
  await waitFor(() => expect(screen().queryByRole('menu')).not.toBeInTheDocument());
}

/** Picks `option` in the select named `label` inside `dialog`. */
async function choose({ userEvent }: PlayContext, dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
  await waitFor(() => expect(screen().queryByRole('listbox')).not.toBeInTheDocument());
}

/** Fills the add user form with a new user who may be a regular user. */
async function fillNewUser(context: PlayContext, dialog: HTMLElement) {
  const text = textIn(context.globals);
  const form = within(dialog);
  await context.userEvent.type(await form.findByRole('textbox', { name: text('userDialog.firstName') }), 'Nora');
  await context.userEvent.type(form.getByRole('textbox', { name: text('userDialog.lastName') }), 'Quinn');
  await context.userEvent.type(form.getByRole('textbox', { name: text('userDialog.email') }), 'nora@quinn.test');
  await choose(context, dialog, text('userDialog.role'), text('userList.role.REGULAR_USER'));
}

/** The server refuses the email: its problem shows on the field, in words. */
export const AddUserValidationErrors: Story = {
  parameters: userListApp('', { [VALIDATE_ROUTE]: validationAnswer({ email: 'notAuthorisedDomain' }) }),
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.addUser'));
    await fillNewUser(context, dialog);
    await context.userEvent.click(within(dialog).getByRole('button', { name: text('userDialog.validate') }));

    await expect(await within(dialog).findByText(text('userDialog.problem.notAuthorisedDomain'))).toBeVisible();
    // Focus moves to the field once the form is no longer busy, a render after the problem shows.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: text('userDialog.email') })).toHaveFocus());
  },
};

/** Nothing filled in: each required field says what it needs. */
export const AddUserEmpty: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.addUser'));
    await context.userEvent.click(await within(dialog).findByRole('button', { name: text('userDialog.validate') }));

    await expect(await within(dialog).findByText(text('userDialog.error.firstName'))).toBeVisible();
    await expect(within(dialog).getByText(text('userDialog.error.role'))).toBeVisible();
  },
};

/** Valid details: "Add user" sends them, and the spec's message says the addition started. */
export const AddUserAdded: Story = {
  parameters: formReplacedAfterPress,
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.addUser'));
    await fillNewUser(context, dialog);
    await context.userEvent.click(within(dialog).getByRole('button', { name: text('userDialog.validate') }));
    await expect(await within(dialog).findByText(text('userDialog.validated'))).toBeVisible();
    await context.userEvent.click(within(dialog).getByRole('button', { name: text('userDialog.add') }));

    await expect(await screen().findByText(text('userList.outcome.singleUserAdded'))).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The roles and apps on their way: the form's skeleton. */
export const AddUserLoadingOptions: Story = {
  parameters: userListApp('', { [PERSONAS_ROUTE]: () => new Promise(() => {}) }),
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.addUser'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(text('userDialog.loadingOptions'));
  },
};

/** The roles and apps could not load: the error and a way to try again. */
export const AddUserOptionsFailed: Story = {
  parameters: userListApp('', { [PERSONAS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.addUser'));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toBeVisible());
  },
};

/** One user's role and apps, as they are now. */
export const EditAccess: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    await openFromRowMenu(context, activeName, text('userList.action.editAccess'));
    const dialog = await screen().findByRole('dialog', { name: new RegExp(activeName) });
    const role = await within(dialog).findByRole('button', { name: new RegExp(text('userDialog.role')) });
    await expect(role).toHaveTextContent(text(`userList.role.${ACTIVE_USER.role}`));
  },
};

/** Apps for the selected users. */
export const GrantAccess: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    const { canvas, userEvent } = context;
    await userEvent.click(within(await rowOf(canvas, activeName)).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: text('userList.action.grantAccess') }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: text('userList.action.grantAccess') }));
    await expect(await within(dialog).findByText(text('userDialog.error.apps'))).toBeVisible();
  },
};

/** Blocking asks for the reason first. */
export const BlockWithReason: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    await openFromRowMenu(context, activeName, text('userList.action.block'));
    const dialog = await screen().findByRole('dialog');
    await context.userEvent.click(within(dialog).getByRole('button', { name: text('userList.action.block') }));
    await expect(await within(dialog).findByRole('textbox', { name: text('userDialog.block.reason') })).toHaveFocus();
    await context.userEvent.type(within(dialog).getByRole('textbox'), 'Left the company');
  },
};

/** Deleting a user, once confirmed. */
export const DeleteConfirm: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    await openFromRowMenu(context, activeName, text('userList.action.delete'));
    const dialog = await screen().findByRole('alertdialog');
    // Its code arrives on first use, so the entrance may still be running: the text shows once it ends.
    await waitFor(() => expect(within(dialog).getByText(text('userDialog.delete.body'))).toBeVisible());
  },
};

/** Confirmed: the spec's message. */
export const DeleteStarted: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    await openFromRowMenu(context, activeName, text('userList.action.delete'));
    const dialog = await screen().findByRole('alertdialog');
    await context.userEvent.click(within(dialog).getByRole('button', { name: text('userList.action.delete') }));
    await expect(await screen().findByText(text('userList.outcome.deletionStarted'))).toBeVisible();
  },
};

/** Unblocking a blocked user, once confirmed. */
export const UnblockConfirm: Story = {
  parameters: userListApp('tab=blockedUserManagement'),
  play: async (context) => {
    const text = textIn(context.globals);
    const [blocked] = USERS.blockedUserManagement;
    await openFromRowMenu(context, blocked ? fullNameOf(blocked) : '', text('userList.action.unblock'));
    const dialog = await screen().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText(text('userDialog.unblock.body'))).toBeVisible());
  },
};

/** The users who cannot launch any app yet. */
export const NonProvisionedUsers: Story = {
  play: async (context) => {
    const text = textIn(context.globals);
    const dialog = await openFromButton(context, text('userList.nonProvisioned'));
    const [first] = USERS.pendingUserManagement;
    const row = await within(dialog).findByRole('row', { name: new RegExp(first ? fullNameOf(first) : '') });
    await waitFor(() => expect(row).toBeVisible());
  },
};

const inSpanish = { globals: { locale: 'es-MX' } };
const inFrench = { globals: { locale: 'fr-CA' } };

export const AddUserValidationErrorsSpanish: Story = { ...AddUserValidationErrors, ...inSpanish };
export const AddUserValidationErrorsFrench: Story = { ...AddUserValidationErrors, ...inFrench };
export const EditAccessSpanish: Story = { ...EditAccess, ...inSpanish };
export const EditAccessFrench: Story = { ...EditAccess, ...inFrench };
export const BlockWithReasonSpanish: Story = { ...BlockWithReason, ...inSpanish };
export const BlockWithReasonFrench: Story = { ...BlockWithReason, ...inFrench };
export const DeleteConfirmSpanish: Story = { ...DeleteConfirm, ...inSpanish };
export const DeleteConfirmFrench: Story = { ...DeleteConfirm, ...inFrench };
export const GrantAccessSpanish: Story = { ...GrantAccess, ...inSpanish };
export const GrantAccessFrench: Story = { ...GrantAccess, ...inFrench };
