import { errorEnvelope, type NewUser, type UserRowTab } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createStartedRootStore } from '../../../testing/createTestRootStore';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import {
  ACTIVE_USER,
  ADMIN,
  BLOCK_ROUTE,
  CREATE_ROUTE,
  DELETE_ROUTE,
  exportRoute,
  GRANT_ACCESS_ROUTE,
  INVITED_USER,
  OWN_ROW,
  resendRoute,
  SET_ACCESS_ROUTE,
  UNBLOCK_ROUTE,
  USER_LIST_ROUTE,
  userListAnswer,
  userManagementFixtures,
  VALIDATE_ROUTE,
  validationAnswer,
} from '../UserList/userList.fixtures';
import { UserManagementStore } from './UserManagementStore';
import { DEFAULT_USER_LIST_VIEW, searchParamsOf, viewFromSearchParams, type UserListView } from './userListView';

const FAILED = { status: 500, body: errorEnvelope(500, 'Boom') };
const NEW_USER: NewUser = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@acme-foods.test',
  role: 'REGULAR_USER',
  products: ['report_builder'],
};

async function setUp(fixtures: Fixtures = {}, user = ADMIN) {
  const { rootStore, transport } = await createStartedRootStore({ user, fixtures: userManagementFixtures(fixtures) });
  const saveFile = vi.fn();
  const store = new UserManagementStore(rootStore.api, rootStore.session, { clock: rootStore.clock, saveFile });
  const requestsTo = (route: string) =>
    transport.requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === route);
  return { store, transport, saveFile, requestsTo };
}

const view = (changes: Partial<UserListView>): UserListView => ({ ...DEFAULT_USER_LIST_VIEW, ...changes });

describe('the user list’s address', () => {
  it('reads the tab, search, page, page size and sort, each invalid one taking its default', () => {
    const read = viewFromSearchParams(
      new URLSearchParams('tab=blockedUserManagement&search=ana&page=3&pageSize=25&sortBy=email&sortOrder=DESC'),
    );
    expect(read).toEqual({
      tab: 'blockedUserManagement',
      search: 'ana',
      page: 3,
      pageSize: 25,
      sortBy: 'email',
      sortOrder: 'DESC',
    });
    expect(viewFromSearchParams(new URLSearchParams('tab=nope&page=0&pageSize=33&sortBy=x'))).toEqual(
      DEFAULT_USER_LIST_VIEW,
    );
  });

  it('writes only what differs from the defaults, and reads back the same view', () => {
    const changed = view({ tab: 'pendingUserManagement', page: 2 });
    expect(searchParamsOf(DEFAULT_USER_LIST_VIEW).toString()).toBe('');
    expect(searchParamsOf(changed).toString()).toBe('tab=pendingUserManagement&page=2');
    expect(viewFromSearchParams(searchParamsOf(changed))).toEqual(changed);
  });
});

describe('UserManagementStore', () => {
  it('loads the acting company’s tab with the address’s query, and keeps every tab’s count', async () => {
    const { store, transport } = await setUp();
    expect(store.listStatus).toBe('loading');

    await store.show(view({ tab: 'blockedUserManagement', search: 'ana', sortBy: 'blockedOn', sortOrder: 'DESC' }));

    expect(transport.requests.at(-1)?.url).toBe(
      '/api/companies/acme-foods/users?tab=blockedUserManagement&search=ana&page=1&pageSize=10&sortBy=blockedOn&sortOrder=DESC',
    );
    expect(store.listStatus).toBe('ready');
    expect(store.counts).toEqual({
      userManagement: 27,
      pendingUserManagement: 12,
      blockedUserManagement: 11,
      sponsoredSupplier: 4,
    });
  });

  it('pages, sorts and searches on the server, keeping the shown rows until the next ones arrive', async () => {
    const { store, requestsTo } = await setUp();
    await store.show(view({}));
    expect(store.rows).toHaveLength(10);

    const nextPage = store.show(view({ page: 3 }));
    expect(store.listStatus).toBe('ready');
    await nextPage;
    await store.show(view({ page: 1, pageSize: 25, sortBy: 'lastLogin', sortOrder: 'DESC' }));
    await store.show(view({ search: 'grace' }));

    expect(requestsTo(USER_LIST_ROUTE).map((request) => request.url.split('?')[1])).toEqual([
      'tab=userManagement&search=&page=1&pageSize=10&sortBy=name&sortOrder=ASC',
      'tab=userManagement&search=&page=3&pageSize=10&sortBy=name&sortOrder=ASC',
      'tab=userManagement&search=&page=1&pageSize=25&sortBy=lastLogin&sortOrder=DESC',
      'tab=userManagement&search=grace&page=1&pageSize=10&sortBy=name&sortOrder=ASC',
    ]);
    expect(store.rows.every((row) => row.firstName === 'Grace')).toBe(true);
  });

  it('loads the counts from the active users while a tab of another kind shows', async () => {
    const { store, requestsTo } = await setUp();
    await store.show(view({ tab: 'accessRequestsUserManagement' }));

    expect(requestsTo(USER_LIST_ROUTE)).toHaveLength(1);
    expect(store.counts?.pendingUserManagement).toBe(12);
  });

  it('fails the list with the error state, and loads again on retry', async () => {
    const listAnswer = userListAnswer();
    let fail = true;
    const { store } = await setUp({
      [USER_LIST_ROUTE]: (request) => (fail ? FAILED : listAnswer(request)),
    });
    await store.show(view({}));
    expect(store.listStatus).toBe('error');

    fail = false;
    await store.reload();
    expect(store.listStatus).toBe('ready');
  });

  it('leaves the selection behind when the view changes', async () => {
    const { store } = await setUp();
    await store.show(view({}));
    store.setSelected([ACTIVE_USER.loginId]);

    await store.show(view({ page: 2 }));
    expect(store.selected).toEqual([]);
  });

  it('knows the signed-in admin’s own row, and that spectators change nothing', async () => {
    const { store } = await setUp();
    const spectating = await setUp({}, { ...users.spectator, tenant: ADMIN.tenant });

    expect(store.isOwnRow(OWN_ROW)).toBe(true);
    expect(store.isOwnRow(ACTIVE_USER)).toBe(false);
    expect(store.mayManage).toBe(true);
    expect(spectating.store.mayManage).toBe(false);
    expect(await spectating.store.deleteUsers([ACTIVE_USER.loginId])).toMatchObject({ tone: 'critical' });
    expect(spectating.requestsTo(DELETE_ROUTE)).toHaveLength(0);
  });

  describe('adding a user', () => {
    it('validates first: the server’s problems show per field, and no user is added', async () => {
      const { store, requestsTo } = await setUp({
        [VALIDATE_ROUTE]: validationAnswer({ email: 'notAuthorisedDomain', role: 'roleNotAllowed' }),
      });
      await store.validateNewUser(NEW_USER);

      expect(requestsTo(VALIDATE_ROUTE)[0]?.body).toEqual({ users: [NEW_USER] });
      expect(store.newUserProblems).toEqual({ email: 'notAuthorisedDomain', role: 'roleNotAllowed' });
      expect(store.isValidated(NEW_USER)).toBe(false);
      expect(requestsTo(CREATE_ROUTE)).toHaveLength(0);
    });

    it('adds a validated user with the spec’s message, and loads the lists again', async () => {
      const { store, requestsTo } = await setUp();
      await store.show(view({ tab: 'pendingUserManagement' }));
      await store.validateNewUser(NEW_USER);
      expect(store.isValidated(NEW_USER)).toBe(true);
      expect(store.isValidated({ ...NEW_USER, lastName: 'Other' })).toBe(false);

      expect(await store.addUser(NEW_USER)).toEqual({
        tone: 'success',
        messageId: 'userList.outcome.singleUserAdded',
      });
      expect(requestsTo(CREATE_ROUTE)[0]?.body).toEqual({ users: [NEW_USER] });
      await vi.waitFor(() => expect(requestsTo(USER_LIST_ROUTE)).toHaveLength(2));
    });

    it('says "New users were successfully added." when the server added several', async () => {
      const { store } = await setUp({
        [CREATE_ROUTE]: {
          status: 201,
          body: {
            users: [
              { loginId: 'a', taskId: '1' },
              { loginId: 'b', taskId: '2' },
            ],
          },
        },
      });
      expect(await store.addUser(NEW_USER)).toMatchObject({ messageId: 'userList.outcome.usersAdded' });
    });

    it('maps a 422 to the fields its validation names', async () => {
      const { store } = await setUp({
        [CREATE_ROUTE]: {
          status: 422,
          body: errorEnvelope(422, 'Invalid users', { valid: false, users: [{ email: 'alreadyInvited' }] }),
        },
      });
      await store.validateNewUser(NEW_USER);

      expect(await store.addUser(NEW_USER)).toEqual({
        tone: 'critical',
        messageId: 'userList.outcome.operationFailed',
      });
      expect(store.newUserProblems).toEqual({ email: 'alreadyInvited' });
      expect(store.isValidated(NEW_USER)).toBe(false);
    });

    it('forgets the server’s findings when the details change', async () => {
      const { store } = await setUp({ [VALIDATE_ROUTE]: validationAnswer({ email: 'alreadyUser' }) });
      await store.validateNewUser(NEW_USER);

      store.newUserChanged();
      expect(store.newUserProblems).toBeNull();
    });
  });

  describe('changes', () => {
    const changes = [
      {
        name: 'edit access',
        route: SET_ACCESS_ROUTE,
        run: (store: UserManagementStore) => store.setAccess(ACTIVE_USER.loginId, 'BASIC_USER', ['report_builder']),
        body: { loginId: ACTIVE_USER.loginId, role: 'BASIC_USER', products: ['report_builder'] },
        done: 'userList.outcome.editStarted',
        failed: 'userList.outcome.operationFailed',
      },
      {
        name: 'grant access',
        route: GRANT_ACCESS_ROUTE,
        run: (store: UserManagementStore) => store.grantAccess(['a', 'b'], ['shopper_behavior']),
        body: { loginIds: ['a', 'b'], products: ['shopper_behavior'] },
        done: 'userList.outcome.editStarted',
        failed: 'userList.outcome.operationFailed',
      },
      {
        name: 'delete',
        route: DELETE_ROUTE,
        run: (store: UserManagementStore) => store.deleteUsers(['a']),
        body: { loginIds: ['a'] },
        done: 'userList.outcome.deletionStarted',
        failed: 'userList.outcome.deletionFailed',
      },
      {
        name: 'block',
        route: BLOCK_ROUTE,
        run: (store: UserManagementStore) => store.blockUsers(['a', 'b'], 'Left the company'),
        body: { loginIds: ['a', 'b'], reason: 'Left the company' },
        done: 'userList.outcome.blocked',
        failed: 'userList.outcome.operationFailed',
      },
      {
        name: 'unblock',
        route: UNBLOCK_ROUTE,
        run: (store: UserManagementStore) => store.unblockUsers(['a']),
        body: { loginIds: ['a'] },
        done: 'userList.outcome.unblocked',
        failed: 'userList.outcome.operationFailed',
      },
    ];

    it.each(changes)('$name: sends the change, answers its message, closes the dialog and reloads', async (change) => {
      const { store, requestsTo } = await setUp();
      await store.show(view({}));
      store.setSelected(['a']);
      store.openDialog({ kind: 'delete', loginIds: ['a'] });

      expect(await change.run(store)).toMatchObject({ tone: 'success', messageId: change.done });
      expect(requestsTo(change.route)[0]?.body).toEqual(change.body);
      expect(store.dialog).toBeNull();
      expect(store.selected).toEqual([]);
      await vi.waitFor(() => expect(requestsTo(USER_LIST_ROUTE)).toHaveLength(2));
    });

    it.each(changes)('$name: a failure answers its message and keeps the dialog open', async (change) => {
      const { store } = await setUp({ [change.route]: FAILED });
      store.openDialog({ kind: 'delete', loginIds: ['a'] });

      expect(await change.run(store)).toEqual({ tone: 'critical', messageId: change.failed });
      expect(store.dialog).not.toBeNull();
    });

    it('counts the users blocked in its message', async () => {
      const { store } = await setUp();
      expect(await store.blockUsers(['a', 'b'], 'Left')).toEqual({
        tone: 'success',
        messageId: 'userList.outcome.blocked',
        count: 2,
      });
    });

    it('resends an invitation by its task, with the spec’s messages', async () => {
      const { store, requestsTo } = await setUp();
      expect(await store.resendInvite(INVITED_USER)).toEqual({
        tone: 'success',
        messageId: 'userList.outcome.emailSent',
      });
      expect(requestsTo(resendRoute(INVITED_USER.taskId ?? ''))).toHaveLength(1);

      const failing = await setUp({ [resendRoute(INVITED_USER.taskId ?? '')]: FAILED });
      expect(await failing.store.resendInvite(INVITED_USER)).toEqual({
        tone: 'critical',
        messageId: 'userList.outcome.resendFailed',
      });
    });
  });

  describe('export', () => {
    const tab: UserRowTab = 'blockedUserManagement';

    it('downloads the tab with the search, and saves it under the server’s file name', async () => {
      const { store, requestsTo, saveFile } = await setUp();
      await store.show(view({ tab, search: 'ana', page: 2 }));

      const download = store.exportList();
      expect(store.export.status).toBe('downloading');
      await download;

      expect(requestsTo(exportRoute(tab))[0]?.url).toBe(`/api/companies/acme-foods/users/export/${tab}?search=ana`);
      expect(store.export.status).toBe('idle');
      expect(store.export.received).toBe(4);
      expect(store.export.total).toBeNull();
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `user_list_${tab}_2026-03-02.xlsx`);
    });

    it('downloads the access requests with the search their tab keeps', async () => {
      const { store, requestsTo } = await setUp();
      await store.show(view({ tab: 'accessRequestsUserManagement' }));

      await store.exportList('mor');

      expect(requestsTo(exportRoute('accessRequestsUserManagement'))[0]?.url).toBe(
        '/api/companies/acme-foods/users/export/accessRequestsUserManagement?search=mor',
      );
    });

    it('fails, and downloads on retry', async () => {
      let fail = true;
      const { store, saveFile } = await setUp({
        [exportRoute(tab)]: () => (fail ? FAILED : { body: 'xlsx' }),
      });
      await store.show(view({ tab }));

      await store.exportList();
      expect(store.export.status).toBe('failed');
      expect(saveFile).not.toHaveBeenCalled();

      fail = false;
      await store.export.retry();
      expect(store.export.status).toBe('idle');
      // Without a file name from the server, the contracts' one.
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `user_list_${tab}_2026-03-02.xlsx`);
    });
  });
});
