import type { UserAssignmentOptions } from '@partner-insights/contracts';
import type { FieldDescriptor } from '@partner-insights/forms';
import type { IntlShape } from 'react-intl';

/** The role select: the roles this admin may give, as words. */
export const roleField = (intl: IntlShape, options: UserAssignmentOptions): FieldDescriptor => ({
  id: 'role',
  type: 'select',
  label: intl.formatMessage({ id: 'userDialog.role' }),
  errorMessage: intl.formatMessage({ id: 'userDialog.error.role' }),
  options: options.roles.map((role) => ({ id: role, title: intl.formatMessage({ id: `userList.role.${role}` }) })),
});

/** The app access multi-select: the company's active apps. */
export const appsField = (
  intl: IntlShape,
  options: UserAssignmentOptions,
  overrides: Partial<FieldDescriptor> = {},
): FieldDescriptor => ({
  id: 'products',
  type: 'multiselect',
  label: intl.formatMessage({ id: 'userDialog.appAccess' }),
  isOptional: true,
  options: options.products.map(({ code, title }) => ({ id: code, title })),
  ...overrides,
});
