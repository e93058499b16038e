import {
  ADMIN_PAGE_SIZES,
  AdminSearchSchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  SORT_ORDERS,
  USER_LIST_TABS,
  USER_ROW_TABS,
  USER_SORT_FIELDS,
  type AdminPageSize,
  type SortOrder,
  type UserListQuery,
  type UserListTab,
  type UserRowTab,
  type UserSortField,
} from '@partner-insights/contracts';
import * as v from 'valibot';

/** What the user list shows, as its address keeps it: reload and back show the same tab, search, page and sort. */
export interface UserListView {
  readonly tab: UserListTab;
  readonly search: string;
  readonly page: number;
  readonly pageSize: AdminPageSize;
  readonly sortBy: UserSortField;
  readonly sortOrder: SortOrder;
}

export const DEFAULT_USER_LIST_VIEW: UserListView = {
  tab: 'userManagement',
  search: '',
  page: 1,
  pageSize: DEFAULT_ADMIN_PAGE_SIZE,
  sortBy: USER_SORT_FIELDS[0],
  sortOrder: 'ASC',
};

const PARAMETERS = {
  tab: v.picklist(USER_LIST_TABS),
  search: AdminSearchSchema.wrapped,
  page: v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)),
  pageSize: v.pipe(
    v.picklist(ADMIN_PAGE_SIZES.map(String)),
    v.transform((size) => Number(size) as AdminPageSize),
  ),
  sortBy: v.picklist(USER_SORT_FIELDS),
  sortOrder: v.picklist(SORT_ORDERS),
} satisfies { readonly [Key in keyof UserListView]: v.GenericSchema<string, UserListView[Key]> };

type Parameter = keyof typeof PARAMETERS;
const NAMES = Object.keys(PARAMETERS) as Parameter[];

/** The view an address asks for: each parameter that is absent or not valid takes its default. */
export function viewFromSearchParams(params: URLSearchParams): UserListView {
  const view: Record<string, unknown> = { ...DEFAULT_USER_LIST_VIEW };
  for (const name of NAMES) {
    const value = params.get(name);
    const parsed = value === null ? null : v.safeParse(PARAMETERS[name], value);
    if (parsed?.success) view[name] = parsed.output;
  }
  return view as unknown as UserListView;
}

/** The address parameters of a view, defaults left out so the plain address stays plain. */
export function searchParamsOf(view: UserListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    if (view[name] !== DEFAULT_USER_LIST_VIEW[name]) params.set(name, String(view[name]));
  }
  return params;
}

export const isUserRowTab = (tab: UserListTab): tab is UserRowTab => (USER_ROW_TABS as readonly string[]).includes(tab);

/** The query of GET companies/{id}/users for a view of a tab of users. */
export function listQueryOf(view: UserListView, tab: UserRowTab): UserListQuery {
  const { search, page, pageSize, sortBy, sortOrder } = view;
  return { tab, search, page, pageSize, sortBy, sortOrder };
}
