import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import {
  ACTIVITY_LOG_DOWNLOAD_ROUTE,
  ACTIVITY_LOG_PAGE_ROUTE,
  activityLogAnswer,
  activityLogFixtures,
  ENTRIES,
} from './activityLogFixtures';
import ActivityLogPage from './ActivityLogPage';

const app = (fixtures: Fixtures = {}, path = '/admin/activityLog'): { app: AppStoryParameters } => ({
  app: { user: users.supplierAdmin, path, fixtures: activityLogFixtures(fixtures) },
});

/** The spec's narrowest phone: the table scrolls sideways inside the page, which does not. */
const PHONE = {
  viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

const meta = {
  title: 'App/Pages/Activity log',
  component: ActivityLogPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <ActivityLogPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/admin/activityLog: the log of the company the reader acts for, 29 days back to today by default and 30 ' +
          'days at most, filtered by events, applications and user (all in the address), newest first, with its ' +
          'export. Every column stays on narrow screens: the table scrolls sideways.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof ActivityLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const firstEntry = ENTRIES[0];
const loaded = (canvas: Canvas) => canvas.findByText(firstEntry?.entityId ?? '');
const never = () => new Promise<never>(() => {});

/** The first page of 32 entries, with the reader's time zone and how long entries are kept; in every language at both widths (page-shots). */
export const Entries: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 5)).toEqual(['User ID', 'Entity', 'Event', 'Details', 'Application']);
    await expect(canvas.getByText(/Entries are kept for 400 days/)).toBeVisible();
    await expect(canvas.getByText(/your time zone, America\/Chicago/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Dates/ })).toHaveTextContent('01-02-2026 – 02-03-2026');
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'ID de usuario' })).toBeVisible();
          await expect(
            canvas.getByText('dwhitfield (superadministrador) como jwhitfield@acme-foods.test'),
          ).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Journal d’activité' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'Événement' })).toBeVisible();
        },
      },
    },
  },
};

/** The next page, asked for by its number from 0. */
export const SecondPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText(ENTRIES[10]?.entityId ?? '')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
  },
};

/** A change a super admin made acting for the company names both. */
export const SuperAdminActing: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('dwhitfield (super admin) as jwhitfield@acme-foods.test')).toBeVisible();
  },
};

/** Loading: skeleton rows as many as the page will have. */
export const Loading: Story = {
  parameters: app({ [ACTIVITY_LOG_PAGE_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Nothing happened in the default dates. */
export const Empty: Story = {
  parameters: app({ [ACTIVITY_LOG_PAGE_ROUTE]: activityLogAnswer([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No activity in these dates')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Dates/ })).toBeVisible();
  },
};

/** A user filter (as "View activity" in user management links to) that matches nothing. */
export const NoResultsForFilter: Story = {
  parameters: app({}, '/admin/activityLog?user=nobody'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'User ID' })).toHaveValue('nobody');
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** The page could not load. */
export const LoadFailed: Story = {
  parameters: app({ [ACTIVITY_LOG_PAGE_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A range over 30 days cannot be applied. */
export const RangeTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Dates/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The calendar's code arrives the first time a date range picker opens.
    await dialog.findByRole('grid');
    const press = async (name: string | RegExp) =>
      userEvent.click(dialog.getAllByRole('button', { name })[0] as HTMLElement);
    await press('Previous');
    await press(/January 20, 2026/);
    await press('Next');
    await press(/February 25, 2026/);
    await expect(dialog.getByText("Date range can't be more than 30 days")).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  },
};

/** The export on its way. */
export const Exporting: Story = {
  parameters: app({ [ACTIVITY_LOG_DOWNLOAD_ROUTE]: never }),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByRole('button', { name: /Preparing your file/ })).toBeVisible();
  },
};

/** The export failed: the spec's words and a way to try again. */
export const ExportFailed: Story = {
  parameters: app({ [ACTIVITY_LOG_DOWNLOAD_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Download failed, please try again');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A super admin viewing the company as spectator reads it too. */
export const Spectator: Story = {
  parameters: { app: { ...app().app, user: users.spectator } },
  play: async ({ canvas }) => {
    await loaded(canvas);
  },
};

/** The export failed, in Spanish. */
export const ExportFailedSpanishMexico: Story = {
  ...ExportFailed,
  globals: { locale: 'es-MX' },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se pudo descargar, vuelva a intentarlo');
  },
};

/** Empty, in French (Canada). */
export const EmptyFrenchCanada: Story = {
  ...Empty,
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune activité à ces dates')).toBeVisible();
  },
};

/** A phone (375 px): every column stays, the table scrolls sideways and the page does not. */
export const Phone: Story = {
  parameters: PHONE,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    const table = canvas.getByRole('table');
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
