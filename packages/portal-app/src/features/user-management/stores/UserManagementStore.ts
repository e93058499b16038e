import {
  NewUsersCreatedSchema,
  NewUsersValidationSchema,
  NonProvisionedUsersSchema,
  UserAssignmentOptionsSchema,
  UserListPageSchema,
  UsersChangedSchema,
  USER_ROW_TABS,
  DEFAULT_ADMIN_PAGE_SIZE,
  type NewUser,
  type NewUserProblems,
  type NonProvisionedUsers,
  type Role,
  type UserAssignmentOptions,
  type UserListPage,
  type UserListQuery,
  type UserRow,
  type UserRowTab,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiResponse } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { systemClock, type Clock } from '../../../stores/Clock';
import type { ResourceState } from '../../../stores/combineResources';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';
import { saveWithBrowser, type SaveFile } from '../../../api/saveFile';
import { UserListExport } from './UserListExport';
import { DEFAULT_USER_LIST_VIEW, isUserRowTab, listQueryOf, type UserListView } from './userListView';
import { failure, OPERATION_FAILED, success, type Outcome } from './userOutcomes';

const companyPath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}`;
const usersPath = (companyId: string): string => `${companyPath(companyId)}/users`;
const resendInvitePath = (companyId: string, taskId: string): string =>
  `${companyPath(companyId)}/batch-tasks/${encodeURIComponent(taskId)}/RESEND_INVITE`;

const UNPROCESSABLE_STATUS = 422;

/** The dialog the page shows over the list, with whom it is about. */
export type UserDialog =
  | { readonly kind: 'addUser' }
  | { readonly kind: 'editAccess'; readonly user: UserRow }
  | { readonly kind: 'grantAccess' | 'block' | 'unblock' | 'delete'; readonly loginIds: readonly string[] }
  | { readonly kind: 'nonProvisioned' };

export type UserListStatus = 'loading' | 'error' | 'ready';

/** A page of the non-provisioned users. */
interface Paging {
  readonly page: number;
  readonly pageSize: number;
}

/**
 * User management for the company the signed-in admin acts for: a list per tab of users (paged, sorted and searched
 * on the server, as the address says), how many rows each tab has, the roles and products an admin may give, the
 * users without any product, and the changes: add (validated first), edit access, grant access, delete, block,
 * unblock and resend an invitation, each answering the spec's message. After a change the lists load again, the
 * rows shown staying until the new ones arrive.
 */
export class UserManagementStore {
  view: UserListView = DEFAULT_USER_LIST_VIEW;
  /** Login ids of the rows selected on the shown tab. */
  selected: readonly string[] = [];
  dialog: UserDialog | null = null;
  /** What the server found wrong with the user being added, by field; null before it was asked. */
  newUserProblems: NewUserProblems | null = null;
  /** The new user's details the server last found valid: "Add" sends them; another change asks again. */
  validatedNewUser: string | null = null;
  nonProvisionedPaging: Paging = { page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE };
  /** Rows per tab, from the latest list answer: kept while another tab loads. */
  counts: Readonly<Partial<Record<UserRowTab, number>>> | null = null;
  readonly lists: Readonly<Record<UserRowTab, RemoteResource<UserListPage, [string, UserListQuery, number]>>>;
  readonly assignmentOptions: RemoteResource<UserAssignmentOptions, [string]>;
  readonly nonProvisioned: RemoteResource<NonProvisionedUsers, [string, Paging, number]>;
  readonly export: UserListExport;

  readonly #api: ApiClient;
  readonly #session: SessionStore;
  /** Bumped by every change, so the lists ask the server again instead of keeping fresh-looking data. */
  #revision = 0;

  constructor(api: ApiClient, session: SessionStore, options: { clock?: Clock; saveFile?: SaveFile } = {}) {
    this.#api = api;
    this.#session = session;
    const listOf = () =>
      new RemoteResource(async (companyId: string, query: UserListQuery) => {
        const response = parseResult(UserListPageSchema, await api.get(usersPath(companyId), { query: { ...query } }));
        const counts = response.result?.counts;
        if (counts) runInAction(() => (this.counts = counts));
        return response;
      });
    this.lists = Object.fromEntries(USER_ROW_TABS.map((tab) => [tab, listOf()])) as unknown as Record<
      UserRowTab,
      RemoteResource<UserListPage, [string, UserListQuery, number]>
    >;
    this.assignmentOptions = new RemoteResource(async (companyId: string) =>
      parseResult(UserAssignmentOptionsSchema, await api.get(`${companyPath(companyId)}/personas`)),
    );
    this.nonProvisioned = new RemoteResource(async (companyId: string, paging: Paging) =>
      parseResult(
        NonProvisionedUsersSchema,
        await api.get(`${usersPath(companyId)}/non-provisioned`, { query: { ...paging } }),
      ),
    );
    this.export = new UserListExport(api, options.saveFile ?? saveWithBrowser, options.clock ?? systemClock);
    makeAutoObservable(
      this,
      { lists: false, assignmentOptions: false, nonProvisioned: false, export: false },
      { autoBind: true },
    );
  }

  /** The company whose users these are: the one the signed-in user acts for. */
  get companyId(): string | null {
    return this.#session.user?.tenant?.id ?? null;
  }

  /** Spectators see every list, and change nothing. */
  /** Whether the reader may open the activity log, where "View activity" leads. */
  get mayViewActivity(): boolean {
    return this.#session.hasPermission({ action: 'LIST', resource: 'ACTIVITY_LOG' });
  }

  get mayManage(): boolean {
    return !this.#session.isViewOnly;
  }

  /** The signed-in user's own row: it cannot be selected, blocked or deleted. */
  isOwnRow(row: UserRow): boolean {
    return row.loginId === this.#session.user?.login_id;
  }

  /** The tab of users shown (access requests have a list of their own). */
  get rowTab(): UserRowTab | null {
    return isUserRowTab(this.view.tab) ? this.view.tab : null;
  }

  get #list() {
    return this.lists[this.rowTab ?? 'userManagement'];
  }

  get rows(): readonly UserRow[] {
    return this.#list.data?.items ?? [];
  }

  get total(): number {
    return this.#list.data?.total ?? 0;
  }

  /** The counts as an answer: loading until a first list answers, an error if it failed without them. */
  get countsState(): ResourceState<Readonly<Partial<Record<UserRowTab, number>>>> {
    if (this.counts !== null) return { status: 'success', data: this.counts, error: null };
    const { error } = this.#list;
    return error ? { status: 'error', data: null, error } : { status: 'loading', data: null, error: null };
  }

  /** Skeleton rows until a first page arrives; later pages load behind the one shown. */
  get listStatus(): UserListStatus {
    const list = this.#list;
    if (list.status === 'error') return 'error';
    return list.data === null ? 'loading' : 'ready';
  }

  /**
   * Shows the view the address asks for. A tab that is no list of users still needs the counts of the others, which
   * any page of users brings.
   */
  show(view: UserListView): Promise<void> {
    if (JSON.stringify(view) !== JSON.stringify(this.view)) this.selected = [];
    this.view = view;
    return this.reload();
  }

  /** Loads the shown list (again after a change). */
  reload(): Promise<void> {
    const companyId = this.companyId;
    if (!companyId) return Promise.resolve();
    const tab = this.rowTab;
    const view = tab ? this.view : DEFAULT_USER_LIST_VIEW;
    return this.#list.run(companyId, listQueryOf(view, tab ?? 'userManagement'), this.#revision);
  }

  /** The roles and products an admin may give, for the add and access dialogs. */
  loadAssignmentOptions(): Promise<void> {
    return this.companyId ? this.assignmentOptions.run(this.companyId) : Promise.resolve();
  }

  loadNonProvisioned(paging: Paging = this.nonProvisionedPaging): Promise<void> {
    this.nonProvisionedPaging = paging;
    return this.companyId ? this.nonProvisioned.run(this.companyId, paging, this.#revision) : Promise.resolve();
  }

  setSelected(loginIds: readonly string[]): void {
    this.selected = loginIds;
  }

  openDialog(dialog: UserDialog): void {
    this.dialog = dialog;
    this.newUserProblems = null;
    this.validatedNewUser = null;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /** The new user's details changed: what the server said of the former ones no longer holds. */
  newUserChanged(): void {
    this.newUserProblems = null;
    this.validatedNewUser = null;
  }

  isValidated(user: NewUser): boolean {
    return this.validatedNewUser === JSON.stringify(user);
  }

  /** Asks the server whether the user may be added; its problems show on their fields. */
  async validateNewUser(user: NewUser): Promise<Outcome | null> {
    const companyId = this.companyId;
    if (!companyId) return OPERATION_FAILED;
    const response = parseResult(
      NewUsersValidationSchema,
      await this.#api.post(`${usersPath(companyId)}/validate`, { users: [user] }),
    );
    if (response.error) return OPERATION_FAILED;
    const problems = response.result.users[0] ?? {};
    runInAction(() => {
      this.newUserProblems = problems;
      this.validatedNewUser = response.result.valid ? JSON.stringify(user) : null;
    });
    return null;
  }

  /** Adds the validated user: an invitation starts, and the pending list shows it. */
  async addUser(user: NewUser): Promise<Outcome> {
    const companyId = this.companyId;
    if (!companyId) return OPERATION_FAILED;
    const response = await this.#api.post(usersPath(companyId), { users: [user] });
    if (response.error) {
      const validation = v.safeParse(NewUsersValidationSchema, response.error.details);
      if (response.error.status === UNPROCESSABLE_STATUS && validation.success) {
        runInAction(() => {
          this.newUserProblems = validation.output.users[0] ?? {};
          this.validatedNewUser = null;
        });
      }
      return OPERATION_FAILED;
    }
    const created = v.safeParse(NewUsersCreatedSchema, response.result);
    const count = created.success ? created.output.users.length : 1;
    this.#changed();
    return success(count > 1 ? 'userList.outcome.usersAdded' : 'userList.outcome.singleUserAdded');
  }

  /** Sets one user's role and products. */
  setAccess(loginId: string, role: Role, products: readonly string[]): Promise<Outcome> {
    return this.#change(
      (users) => this.#api.put(`${users}/access`, { loginId, role, products }),
      success('userList.outcome.editStarted'),
    );
  }

  /** Gives several users products besides those they have. */
  grantAccess(loginIds: readonly string[], products: readonly string[]): Promise<Outcome> {
    return this.#change(
      (users) => this.#api.post(`${users}/access`, { loginIds, products }),
      success('userList.outcome.editStarted'),
    );
  }

  deleteUsers(loginIds: readonly string[]): Promise<Outcome> {
    return this.#change(
      (users) => this.#api.post(`${users}/delete`, { loginIds }),
      success('userList.outcome.deletionStarted'),
      failure('userList.outcome.deletionFailed'),
    );
  }

  blockUsers(loginIds: readonly string[], reason: string): Promise<Outcome> {
    return this.#change(
      (users) => this.#api.post(`${users}/block`, { loginIds, reason }),
      success('userList.outcome.blocked', loginIds.length),
    );
  }

  unblockUsers(loginIds: readonly string[]): Promise<Outcome> {
    return this.#change(
      (users) => this.#api.post(`${users}/unblock`, { loginIds }),
      success('userList.outcome.unblocked', loginIds.length),
    );
  }

  /** Sends a pending user's invitation again. */
  async resendInvite(row: UserRow): Promise<Outcome> {
    const sent = failure('userList.outcome.resendFailed');
    if (!this.companyId || !row.taskId) return sent;
    const response = await this.#api.get(resendInvitePath(this.companyId, row.taskId));
    return response.error ? sent : success('userList.outcome.emailSent');
  }

  /**
   * Downloads the shown tab, every row that matches the search: the address's, or the one the access requests tab
   * keeps itself.
   */
  exportList(search = this.view.search): Promise<void> {
    if (!this.companyId) return Promise.resolve();
    return this.export.run(this.companyId, this.view.tab, search);
  }

  /** Sends a change to several users; its success clears the selection and loads the lists again. */
  async #change(
    send: (usersPath: string) => Promise<ApiResponse<unknown>>,
    done: Outcome,
    failed: Outcome = OPERATION_FAILED,
  ): Promise<Outcome> {
    if (!this.companyId || !this.mayManage) return failed;
    const response = parseResult(UsersChangedSchema, await send(usersPath(this.companyId)));
    if (response.error) return failed;
    this.#changed();
    return done;
  }

  #changed(): void {
    runInAction(() => {
      this.#revision += 1;
      this.selected = [];
      this.dialog = null;
    });
    void this.reload();
  }
}

/** The user management area's store, for RootStore.areaStore: made when its page first needs it. */
export const createUserManagementStore = ({ api, session, clock }: RootStore): UserManagementStore =>
  new UserManagementStore(api, session, { clock });
