import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import DataDictionaryPage from './DataDictionaryPage';
import {
  dataDictionaryFixtures,
  ENTRIES,
  GLOSSARY_EXPORT_ROUTE,
  GLOSSARY_PAGE_ROUTE,
  GLOSSARY_SEARCH_ROUTE,
} from './dataDictionaryFixtures';

const app = (fixtures: Fixtures = {}, path = '/dataDictionary'): { app: AppStoryParameters } => ({
  app: { user: users.regularUser, path, fixtures: dataDictionaryFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Data dictionary',
  component: DataDictionaryPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <DataDictionaryPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/dataDictionary: every data element of the portal’s products, 20 to a page, searched from 3 characters ' +
          '(500 ms after typing rests), filtered by product, browsed by topic and exported; the address (search, ' +
          'page, selected, product, topic) holds the view.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof DataDictionaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: ENTRIES[0]?.business_name ?? '' });
const never = () => new Promise<never>(() => {});
const searchBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Search the data dictionary' });

/** The page never scrolls sideways; on a phone the table scrolls inside it instead. */
async function staysWithinThePage(canvas: Canvas, canvasElement: HTMLElement) {
  if (window.innerWidth < NARROW_TABLE_MAX_WIDTH) {
    const scroller = canvas.getByRole('table').parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
  }
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/**
 * The first page of every entry, with the spec's columns and the topics beside it (a 375 px phone: the table
 * scrolls sideways inside the page, the topics follow it); in every language at both widths (page-shots).
 */
export const DictionaryEntries: Story = {
  tags: ['page-shots'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data dictionary' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Name',
      'Technical Name',
      'DSS Name',
      'Description',
      'Data type',
      'Field type',
      'Available to',
      'Products',
    ]);
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Browse by topic' })).toBeVisible();
    await expect(searchBox(canvas)).toHaveAttribute('placeholder', 'Enter at least 3 characters to start searching');
    await staysWithinThePage(canvas, canvasElement);
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas, canvasElement }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Diccionario de datos' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'Nombre técnico' })).toBeVisible();
          await expect(canvas.getByRole('navigation', { name: 'Explorar por tema' })).toBeVisible();
          await staysWithinThePage(canvas, canvasElement);
        },
        'fr-CA': async ({ canvas, canvasElement }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Dictionnaire de données' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'Offert à' })).toBeVisible();
          await staysWithinThePage(canvas, canvasElement);
        },
      },
    },
  },
};

/** DictionaryLoading: 7 skeleton rows. */
export const DictionaryLoading: Story = {
  parameters: app({ [GLOSSARY_PAGE_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Two characters are not searched for: the spec's hint says why. */
export const DictionarySearchTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.type(searchBox(canvas), 'po');
    await expect(canvas.getByText('Please enter at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

/** A search of 3 characters or more, once typing rests. */
export const DictionarySearchResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.type(searchBox(canvas), 'on hand');
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'On Hand Quantity (Weekly)' })).toBeVisible();
  },
};

/** Nothing found: "No results found for {term}" and "Did you mean". */
export const DictionaryNoResults: Story = {
  parameters: app({}, '/dataDictionary?search=custmer+satisfction'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found for custmer satisfction')).toBeVisible();
    await expect(canvas.getByText('Did you mean')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Customer Satisfaction Score' })).toBeVisible();
  },
};

/** Choosing the name offered searches for it. */
export const DictionaryDidYouMeanFollowed: Story = {
  parameters: app({}, '/dataDictionary?search=custmer+satisfction'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Customer Satisfaction Score' }));
    await expect(await canvas.findByRole('link', { name: 'Customer Satisfaction Score (Daily)' })).toBeVisible();
    await expect(searchBox(canvas)).toHaveValue('Customer Satisfaction Score');
  },
};

/** Nothing found and nothing alike: no suggestion, a way back to every entry. */
export const DictionaryNoResultsNoSuggestion: Story = {
  parameters: app(
    { [GLOSSARY_SEARCH_ROUTE]: { body: { ...emptyPage(), fuzzy_search: [] } } },
    '/dataDictionary?search=zzqxv',
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found for zzqxv')).toBeVisible();
    await expect(canvas.queryByText('Did you mean')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show every data element' })).toBeVisible();
  },
};

/** Filtered by a product from the address. */
export const DictionaryProductFilter: Story = {
  parameters: app({}, '/dataDictionary?product=customer_perception'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Product/ })).toHaveTextContent('Customer Perception');
  },
};

/** A topic chosen in the panel. */
export const DictionaryTopicChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Inventory' }));
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inventory' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An entry opened from the address: its details above the table. */
export const DictionaryDetails: Story = {
  parameters: app({}, '/dataDictionary?selected=csat_score_r52w'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Customer Satisfaction Score (Rolling 52 Weeks)' }),
    ).toBeVisible();
    await expect(canvas.getByText('Charter users only', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close details' })).toBeVisible();
  },
};

/** The page could not load: the spec's error panel. */
export const DictionaryLoadFailed: Story = {
  parameters: app({ [GLOSSARY_PAGE_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Refresh this page to try again');
    await expect(within(alert).getByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};

/** The export on its way. */
export const DictionaryExporting: Story = {
  parameters: app({ [GLOSSARY_EXPORT_ROUTE]: never }),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export to Excel' }));
    await expect(await canvas.findByRole('button', { name: /Preparing your file/ })).toBeVisible();
  },
};

/** The export failed: the spec's words and a way to try again. */
export const DictionaryExportFailed: Story = {
  parameters: app({ [GLOSSARY_EXPORT_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Export to Excel' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Download failed, please try again');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Nothing found, in Spanish. */
export const DictionaryNoResultsSpanishMexico: Story = {
  ...DictionaryNoResults,
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Revise la ortografía, busque otra palabra o explore por tema.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Customer Satisfaction Score' })).toBeVisible();
  },
};

/** The error panel, in French (Canada). */
export const DictionaryLoadFailedFrenchCanada: Story = {
  ...DictionaryLoadFailed,
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

function emptyPage() {
  return { match_lists: [], page_number: 0, page_size: 20, total_pages: 0, total_elements: 0, tag_values: [] };
}
