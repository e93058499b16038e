import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import {
  ACTIVE_USER,
  ADMIN,
  exportRoute,
  generateUsers,
  INVITED_USER,
  OWN_ROW,
  USER_LIST_ROUTE,
  userListAnswer,
  USERS,
} from './userList.fixtures';
import { overlay, PHONE, rowOf, screen, textIn, userListApp } from './userListStory.fixtures';
import { fullNameOf } from './useUserColumns';
import UserListPage from './UserListPage';

const meta = {
  title: 'App/Pages/User management',
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
          '/admin/userList: the company’s users by tab, paged, sorted and searched on the server, the tab, search, ' +
          'page and sort kept in the address. Admins add users (validated first), change their access, block, ' +
          'unblock, delete and resend invitations, one row or several at once; spectators only look.',
      },
    },
    ...userListApp(),
  },
} satisfies Meta<typeof UserListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEVER = () => new Promise<never>(() => {});
const FAILED = { status: 500, body: errorEnvelope(500, 'Boom') };
const activeName = fullNameOf(ACTIVE_USER);

/** The active users in the story's language: every tab's count, the spec's columns (a phone: name and email). */
const showsActiveUsers: Story['play'] = async ({ canvas, globals }) => {
  const text = textIn(globals);
  await rowOf(canvas, activeName);
  await expect(canvas.getByRole('tab', { name: `${text('userList.tab.userManagement')} (27)` })).toBeVisible();
  const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
  if (window.innerWidth >= NARROW_TABLE_MAX_WIDTH) {
    await expect(headers).toEqual(
      expect.arrayContaining([text('userList.column.name'), text('userList.column.lastLogin')]),
    );
  } else {
    await expect(headers).toEqual(
      expect.arrayContaining([text('userList.column.name'), text('userList.column.email')]),
    );
    await expect(canvas.queryByRole('columnheader', { name: text('userList.column.role') })).not.toBeInTheDocument();
  }
};

/**
 * The active users: every tab's count, the spec's columns (a 375 px phone: name and email only, the table across
 * the width); in every language at both widths (page-shots).
 */
export const ActiveUsers: Story = {
  tags: ['page-shots'],
  play: showsActiveUsers,
  parameters: { pageShots: { plays: { 'es-MX': showsActiveUsers, 'fr-CA': showsActiveUsers } } },
};

/** The admin’s own row, found by a search: it cannot be selected, and its menu changes nothing. */
export const OwnRow: Story = {
  parameters: { ...userListApp(`search=${OWN_ROW.lastName}`), ...overlay },
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    const ownRow = await rowOf(canvas, fullNameOf(OWN_ROW));
    await expect(within(ownRow).getByRole('checkbox')).toBeDisabled();
    // Nothing to change on one's own account: the menu only leads to what one did.
    await userEvent.click(within(ownRow).getByRole('button'));
    const menu = await screen().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([text('userList.action.viewActivity')]);
  },
};

/** Pending invitations by stage; a row at no stage has no menu. */
export const PendingUsers: Story = {
  parameters: userListApp('tab=pendingUserManagement'),
  play: async ({ canvas, globals }) => {
    const text = textIn(globals);
    const row = await rowOf(canvas, fullNameOf(INVITED_USER));
    await expect(within(row).getByText(text('userList.stage.INVITATION_SENT'))).toBeVisible();
    const noStage = USERS.pendingUserManagement[4];
    const otherRow = await rowOf(canvas, noStage ? fullNameOf(noStage) : '');
    await expect(within(otherRow).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Blocked users: when, by whom and why, long reasons cut with "see more". */
export const BlockedUsers: Story = {
  parameters: userListApp('tab=blockedUserManagement'),
  play: async ({ canvas, globals }) => {
    const text = textIn(globals);
    const [blocked] = USERS.blockedUserManagement;
    await rowOf(canvas, blocked ? fullNameOf(blocked) : '');
    await expect(canvas.getByRole('columnheader', { name: text('userList.column.reason') })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/** The suppliers an agency sponsors: listed, not managed here. */
export const SponsoredSuppliers: Story = {
  parameters: userListApp('tab=sponsoredSupplier'),
  play: async ({ canvas, globals }) => {
    const text = textIn(globals);
    // The table moves into its tab once the counts are in: read it there.
    await expect(await canvas.findByRole('tab', { selected: true })).toHaveTextContent(
      text('userList.tab.sponsoredSupplier'),
    );
    await expect(
      await canvas.findByRole('columnheader', { name: text('userList.column.thirdPartyCompanyName') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Until the first page arrives: a skeleton for the tabs and the table's rows, never an empty list. */
export const Loading: Story = {
  parameters: userListApp('', { [USER_LIST_ROUTE]: NEVER }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** A tab with no one in it. */
export const Empty: Story = {
  parameters: userListApp('tab=blockedUserManagement', {
    [USER_LIST_ROUTE]: userListAnswer(generateUsers({ blockedUserManagement: 0 })),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { selected: true })).toHaveTextContent('(0)');
    // The header alone, and the empty state below it.
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** A search that finds no one: the term, and the way back to every user. */
export const NoResults: Story = {
  parameters: userListApp('search=zebra'),
  play: async ({ canvas }) => {
    // The table moves into its tab once every count is in.
    await canvas.findByRole('tablist');
    await expect(await canvas.findByText(/zebra/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};

/** The list could not load: the spec's error with a way to try again. */
export const LoadFailed: Story = {
  parameters: userListApp('', { [USER_LIST_ROUTE]: FAILED }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/** A spectator acting for the company: every list, no action, and why. */
export const Spectator: Story = {
  parameters: userListApp('', {}, { ...users.spectator, tenant: ADMIN.tenant }),
  play: async ({ canvas, globals }) => {
    const text = textIn(globals);
    await rowOf(canvas, activeName);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text('userList.addUser') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: new RegExp(activeName) })).not.toBeInTheDocument();
  },
};

/** A row's menu: edit access, block, delete. */
export const RowMenu: Story = {
  parameters: overlay,
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await userEvent.click(within(await rowOf(canvas, activeName)).getByRole('button'));
    const menu = await screen().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      text('userList.action.editAccess'),
      text('userList.action.block'),
      text('userList.action.delete'),
      text('userList.action.viewActivity'),
    ]);
  },
};

/** A pending invitation's menu: resend it, which answers in a toast. */
export const ResendInvite: Story = {
  parameters: { ...userListApp('tab=pendingUserManagement'), ...overlay },
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await userEvent.click(within(await rowOf(canvas, fullNameOf(INVITED_USER))).getByRole('button'));
    await userEvent.click(await screen().findByRole('menuitem', { name: text('userList.action.resendInvite') }));
    await expect(await screen().findByText(text('userList.outcome.emailSent'))).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Searching asks the server, and the address keeps the search. */
export const Search: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await rowOf(canvas, activeName);
    await userEvent.type(canvas.getByRole('searchbox', { name: text('userList.search') }), 'grace{Enter}');
    // The header, and the two users named Grace.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await expect(canvas.queryByRole('row', { name: new RegExp(activeName) })).not.toBeInTheDocument();
  },
};

/** Another tab, from a sorted and searched one: its own list from the start. */
export const SwitchTab: Story = {
  parameters: userListApp('search=grace&sortBy=lastLogin&sortOrder=DESC'),
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(text('userList.tab.pendingUserManagement')) }));
    await rowOf(canvas, fullNameOf(INVITED_USER));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

/** The second of three pages. */
export const NextPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowOf(canvas, activeName);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
  },
};

/** Several rows selected: the actions on all of them at once. */
export const BulkSelection: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await userEvent.click(within(await rowOf(canvas, activeName)).getByRole('checkbox'));
    const other = USERS.userManagement[2];
    await userEvent.click(within(await rowOf(canvas, other ? fullNameOf(other) : '')).getByRole('checkbox'));
    const group = canvas.getByRole('group', { name: text('userList.bulkActions') });
    await expect(within(group).getByRole('button', { name: text('userList.action.grantAccess') })).toBeVisible();
  },
};

/** The export downloading: a spinner with the bytes received, the button disabled. */
export const ExportInProgress: Story = {
  parameters: userListApp('', { [exportRoute('userManagement')]: NEVER }),
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await rowOf(canvas, activeName);
    await userEvent.click(canvas.getByRole('button', { name: text('userList.export') }));
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('userList.export') })).toBeDisabled();
  },
};

/** The export failed: the spec's message and Try again. */
export const ExportFailed: Story = {
  parameters: userListApp('', { [exportRoute('userManagement')]: FAILED }),
  play: async ({ canvas, globals, userEvent }) => {
    const text = textIn(globals);
    await rowOf(canvas, activeName);
    await userEvent.click(canvas.getByRole('button', { name: text('userList.export') }));
    await expect(await canvas.findByText(text('userList.export.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('userList.export.tryAgain') })).toBeVisible();
  },
};

const inSpanish = { globals: { locale: 'es-MX' } };
const inFrench = { globals: { locale: 'fr-CA' } };

export const PendingUsersSpanish: Story = { ...PendingUsers, ...inSpanish };
export const PendingUsersFrench: Story = { ...PendingUsers, ...inFrench };
export const BlockedUsersSpanish: Story = { ...BlockedUsers, ...inSpanish };
export const BlockedUsersFrench: Story = { ...BlockedUsers, ...inFrench };
export const SponsoredSuppliersSpanish: Story = { ...SponsoredSuppliers, ...inSpanish };
export const SponsoredSuppliersFrench: Story = { ...SponsoredSuppliers, ...inFrench };
export const LoadingSpanish: Story = { ...Loading, ...inSpanish };
export const LoadingFrench: Story = { ...Loading, ...inFrench };
export const EmptySpanish: Story = { ...Empty, ...inSpanish };
export const EmptyFrench: Story = { ...Empty, ...inFrench };
export const NoResultsSpanish: Story = { ...NoResults, ...inSpanish };
export const NoResultsFrench: Story = { ...NoResults, ...inFrench };
export const LoadFailedSpanish: Story = { ...LoadFailed, ...inSpanish };
export const LoadFailedFrench: Story = { ...LoadFailed, ...inFrench };
export const SpectatorSpanish: Story = { ...Spectator, ...inSpanish };
export const SpectatorFrench: Story = { ...Spectator, ...inFrench };
export const RowMenuSpanish: Story = { ...RowMenu, ...inSpanish };
export const RowMenuFrench: Story = { ...RowMenu, ...inFrench };
export const ExportInProgressSpanish: Story = { ...ExportInProgress, ...inSpanish };
export const ExportInProgressFrench: Story = { ...ExportInProgress, ...inFrench };
export const ExportFailedSpanish: Story = { ...ExportFailed, ...inSpanish };
export const ExportFailedFrench: Story = { ...ExportFailed, ...inFrench };

const onPhone = (story: Story): Story => ({
  ...story,
  parameters: { ...story.parameters, ...PHONE.parameters },
  globals: { ...story.globals, ...PHONE.globals },
});

export const PhonePendingUsers: Story = onPhone({
  ...PendingUsers,
  play: async ({ canvas, globals }) => {
    const text = textIn(globals);
    await rowOf(canvas, fullNameOf(INVITED_USER));
    await expect(canvas.queryByRole('columnheader', { name: text('userList.column.role') })).not.toBeInTheDocument();
  },
});
export const PhoneLoading: Story = onPhone(Loading);
export const PhoneRowMenu: Story = onPhone(RowMenu);
