import type { DataTableColumn } from './types';

/** A user row as the admin tables list them (the spec's user fields). */
export interface UserRow {
  loginId: string;
  firstName: string;
  lastName: string;
  email: string;
  uiCompanyType: string;
  companyName: string;
  uiState: 'Active' | 'Pending' | 'Blocked';
  uiLastLoginTime: string;
  /** Flagged rows cannot be selected. */
  disabled: boolean;
}

const firstNames = ['Jane', 'Luis', 'Amélie', 'Omar', 'Grace', 'Mateo', 'Chloé', 'Priya', 'Noah', 'Sofía'];
const lastNames = ['Doe', 'García', 'Tremblay', 'Haddad', 'Hopper', 'Hernández', 'Gagnon', 'Patel', 'Kim', 'Ruiz'];
const companies = ['Acme Foods', 'Nopal Foods', 'Maple Goods', 'Brightside Agency', 'Corner Basics'];
const companyTypes = ['Supplier', 'Third party', 'Internal'];
const states = ['Active', 'Pending', 'Blocked'] as const;

/** The nth demo user: fixed values from the index, so every render (and screenshot) is the same. */
function userAt(index: number): UserRow {
  const firstName = firstNames[index % firstNames.length] ?? '';
  const lastName = lastNames[(index * 7 + 3) % lastNames.length] ?? '';
  const company = companies[index % companies.length] ?? '';
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    loginId: `user-${String(index + 1).padStart(5, '0')}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${index + 1}@${company.replace(/\s/g, '-')}.test`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
    uiCompanyType: companyTypes[index % companyTypes.length] ?? '',
    companyName: company,
    uiState: states[index % 7 === 3 ? 2 : index % 5 === 1 ? 1 : 0],
    uiLastLoginTime: `10/${day}/2026`,
    disabled: index % 7 === 3,
  };
}

export function demoUsers(count: number): UserRow[] {
  return Array.from({ length: count }, (_, index) => userAt(index));
}

export const userColumns: readonly DataTableColumn<UserRow>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (user) => `${user.firstName} ${user.lastName}`,
    isSortable: true,
    width: 1.25,
  },
  { id: 'email', header: 'Email', value: (user) => user.email, maxLength: 24, isSortable: true, width: 1.5 },
  { id: 'userType', header: 'User Type', value: (user) => user.uiCompanyType, isSortable: true },
  { id: 'companyName', header: 'Company Name', value: (user) => user.companyName, maxLength: 17 },
  { id: 'status', header: 'Status', value: (user) => user.uiState, isSortable: true, width: 0.75 },
  { id: 'lastLogin', header: 'Last Login', value: (user) => user.uiLastLoginTime, isSortable: true },
];

export const userName = (user: UserRow) => `${user.firstName} ${user.lastName}`;
