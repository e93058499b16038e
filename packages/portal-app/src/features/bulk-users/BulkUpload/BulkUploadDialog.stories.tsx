import type { BulkPreview, BulkPreviewRow, BulkTaskProgress } from '@partner-insights/contracts';
import { resolveLocale, type Locale } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore } from '../../../stores/StoresContext';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import enUS from '../messages/en-US.json';
import esMX from '../messages/es-MX.json';
import frCA from '../messages/fr-CA.json';
import { createBulkUsersStore, type BulkUsersStore } from '../stores/BulkUsersStore';
import { BulkUploadDialog } from './BulkUploadDialog';

type State = Partial<
  Pick<BulkUsersStore, 'kind' | 'phase' | 'file' | 'refusal' | 'failed' | 'preview' | 'progress' | 'startedCount'>
>;

const MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'es-MX': esMX,
  'fr-CA': frCA,
};

const TASK_ID = '3f0c2b1a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const FILE = new File(['Email,First name'], 'new-users.xlsx');

const previewRows: BulkPreviewRow[] = [
  { rowNumber: 2, email: 'ines.garcia@acme-foods.test', action: 'create', problems: [] },
  { rowNumber: 3, email: 'omar.haddad@acme-foods.test', action: 'create', problems: [] },
  { rowNumber: 4, email: 'user@acme-foods.test', action: 'update', problems: [] },
  { rowNumber: 5, email: 'not-an-email', action: 'error', problems: ['invalidEmail'] },
  { rowNumber: 6, email: 'rui@gmail.test', action: 'error', problems: ['notAuthorisedDomain'] },
  { rowNumber: 7, email: 'ines.garcia@acme-foods.test', action: 'error', problems: ['duplicateRow'] },
];

const preview = (overrides: Partial<BulkPreview> = {}): BulkPreview => ({
  taskId: TASK_ID,
  kind: 'create',
  fileName: 'new-users.xlsx',
  counts: { create: 2, update: 1, unchanged: 0, error: 3 },
  needsOverrideConfirmation: false,
  rows: previewRows,
  ...overrides,
});

const progress = (overrides: Partial<BulkTaskProgress> = {}): BulkTaskProgress => ({
  taskId: TASK_ID,
  kind: 'create',
  fileName: 'new-users.xlsx',
  status: 'running',
  total: 1200,
  done: 480,
  failed: 6,
  left: 714,
  rejected: 3,
  unchanged: 0,
  ...overrides,
});

/** The dialog with its store in the story's state, as the admin would have brought it there. */
function DialogIn({ state }: { readonly state: State }) {
  useAreaMessages('bulk-users');
  const store = useAreaStore(createBulkUsersStore);
  useState(() => runInAction(() => Object.assign(store, { kind: 'create', ...state })));
  return <BulkUploadDialog store={store} />;
}

const meta = {
  title: 'App/Pages/User management/Bulk upload',
  component: DialogIn,
  decorators: [withAppProviders],
  parameters: {
    app: { user: users.supplierAdmin },
    screenshot: { target: 'viewport' },
    docs: {
      description: {
        component:
          'Bulk upload and bulk edit of users: the file chosen beside its template, refused with a reason, checked, ' +
          'previewed row by row (with the override confirmation when rows are existing users), and the task it ' +
          'starts, its progress kept on the server.',
      },
    },
  },
  args: { state: {} },
} satisfies Meta<typeof DialogIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the dialog shows the message `id` of the story's language. */
const shows =
  (id: keyof typeof enUS, values: Readonly<Record<string, string>> = {}): Story['play'] =>
  async ({ globals }) => {
    const template = MESSAGES[resolveLocale(globals['locale'])][id] ?? id;
    const text = Object.entries(values)
      .reduce((result, [key, value]) => result.replace(`{${key}}`, value), template)
      // Testing Library reads the page's text with its spaces collapsed, French no-break spaces included.
      .replace(/\s+/g, ' ');
    const dialog = await within(document.body).findByRole('dialog');
    const found = await within(dialog).findByText(text, { exact: false });
    // The dialog fades in: wait until it has.
    await waitFor(() => expect(found).toBeVisible());
  };

export const BulkUploadChoose: Story = { args: { state: { phase: 'choose' } }, play: shows('bulkUsers.intro.create') };

export const BulkUploadChooseForEdit: Story = {
  args: { state: { kind: 'edit', phase: 'choose' } },
  play: shows('bulkUsers.intro.edit'),
};

export const BulkUploadRefused: Story = {
  args: { state: { phase: 'choose', file: FILE, refusal: 'headerMismatch' } },
  play: shows('bulkUsers.refusal.headerMismatch'),
};

export const BulkUploadUploading: Story = {
  args: { state: { phase: 'uploading', file: FILE } },
  play: shows('bulkUsers.fileHint'),
};

export const BulkUploadPreviewWithErrors: Story = {
  args: {
    state: {
      phase: 'preview',
      preview: preview({
        counts: { create: 2, update: 0, unchanged: 0, error: 3 },
        rows: previewRows.filter(({ action }) => action !== 'update'),
      }),
    },
  },
  play: shows('bulkUsers.problem.notAuthorisedDomain'),
};

export const BulkUploadOverrideConfirmation: Story = {
  args: { state: { phase: 'preview', preview: preview({ needsOverrideConfirmation: true }) } },
  play: shows('bulkUsers.override.confirm'),
};

export const BulkUploadRunning: Story = {
  args: { state: { phase: 'task', progress: progress(), startedCount: 1200 } },
  play: async (context) => {
    await shows('bulkUsers.task.leave')?.(context);
    await expect(within(document.body).getByRole('progressbar')).toBeVisible();
  },
};

export const BulkUploadDone: Story = {
  args: { state: { phase: 'task', progress: progress({ status: 'done', done: 1194, left: 0 }) } },
  play: shows('bulkUsers.downloadRejected'),
};

export const BulkUploadFailed: Story = {
  args: {
    state: {
      phase: 'preview',
      preview: preview({ counts: { create: 2, update: 0, unchanged: 0, error: 3 } }),
      failed: true,
    },
  },
  play: shows('bulkUsers.failed'),
};

const inSpanish = { globals: { locale: 'es-MX' } };
const inFrench = { globals: { locale: 'fr-CA' } };
export const BulkUploadPreviewWithErrorsSpanish: Story = { ...BulkUploadPreviewWithErrors, ...inSpanish };
export const BulkUploadPreviewWithErrorsFrench: Story = { ...BulkUploadPreviewWithErrors, ...inFrench };
export const BulkUploadRunningSpanish: Story = { ...BulkUploadRunning, ...inSpanish };
export const BulkUploadRunningFrench: Story = { ...BulkUploadRunning, ...inFrench };
export const BulkUploadOverrideConfirmationSpanish: Story = { ...BulkUploadOverrideConfirmation, ...inSpanish };
export const BulkUploadOverrideConfirmationFrench: Story = { ...BulkUploadOverrideConfirmation, ...inFrench };

export const BulkUploadPhonePreviewWithErrors: Story = {
  ...BulkUploadPreviewWithErrors,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
