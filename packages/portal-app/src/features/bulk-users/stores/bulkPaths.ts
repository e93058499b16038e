import type { BulkTaskKind } from '@partner-insights/contracts';

const company = (companyId: string) => encodeURIComponent(companyId);

/** The spec's template calls (administration-and-content §7, Bulk). */
export const templatePath = (companyId: string, kind: BulkTaskKind): string =>
  kind === 'create'
    ? `/companies/${company(companyId)}/users/download-bulk-create-template`
    : `/v1/identity/companies/${company(companyId)}/download-bulk-edit-template`;

/** The spec's upload calls: validate-create for new users, bulk-edit for existing ones. */
export const uploadPath = (companyId: string, kind: BulkTaskKind): string =>
  kind === 'create'
    ? `/companies/${company(companyId)}/users/bulk-upload/validate-create`
    : `/v1/identity/companies/${company(companyId)}/users/bulk-edit`;

export const tasksPath = (companyId: string): string => `/companies/${company(companyId)}/users/bulk-tasks`;

export const taskPath = (companyId: string, taskId: string): string =>
  `${tasksPath(companyId)}/${encodeURIComponent(taskId)}`;
