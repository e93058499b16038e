import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, waitFor } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import ReleaseNoteArticlePage from '../ReleaseNoteArticle/ReleaseNoteArticlePage';
import ReleaseNotesPage from '../ReleaseNotes/ReleaseNotesPage';
import { FIRST_NOTE, NOTES_ROUTE, releaseNoteFixtures } from './releaseNoteFixtures';

const app = (path = '/releaseNotes', fixtures: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user: users.regularUser, path, fixtures: releaseNoteFixtures(fixtures) },
});

function ReleaseNotesRoutes() {
  return (
    <main>
      <Routes>
        <Route path="/releaseNotes" element={<ReleaseNotesPage />} />
        <Route path="/releaseNotes/article" element={<ReleaseNoteArticlePage />} />
      </Routes>
    </main>
  );
}

const meta = {
  title: 'App/Pages/Release notes',
  component: ReleaseNotesRoutes,
  decorators: [withAppProviders],
  parameters: {
    ...app(),
    docs: {
      description: {
        component:
          '/releaseNotes (US only): every note, newest first, of one topic when the reader picks one (kept in the ' +
          'address); /releaseNotes/article?note=: one note, or not found.',
      },
    },
  },
} satisfies Meta<typeof ReleaseNotesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** The list in another language: its heading, and the newest note under its title in that language. */
const listsIn =
  (heading: string, newest: string) =>
  async ({ canvas }: StoryContext) => {
    await expect(await canvas.findByRole('link', { name: newest })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

/** Every note, newest first; in every language at both widths (page-shots). */
export const ReleaseNotesList: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Release notes, newest first' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Scheduled deliveries in Report Builder' })).toHaveAttribute(
      'href',
      `/releaseNotes/article?note=${FIRST_NOTE}`,
    );
    await expect(canvas.getByRole('link', { name: 'Faster search' })).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': listsIn('Notas de la versión', 'Entregas programadas en Report Builder'),
        'fr-CA': listsIn('Notes de version', 'Envois planifiés dans Report Builder'),
      },
    },
  },
};

/** Picking a topic lists only its notes. */
export const ReleaseNotesFiltered: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: 'Faster search' });
    await userEvent.click(canvas.getByRole('button', { name: /Show notes about/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Report Builder (1 note)' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Faster search' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Scheduled deliveries in Report Builder' })).toBeVisible();
  },
};

export const ReleaseNotesEmpty: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/releaseNotes', { [NOTES_ROUTE]: { body: { fragments: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No release notes yet')).toBeVisible();
  },
};

export const ReleaseNotesLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/releaseNotes', { [NOTES_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const ReleaseNotesLoadFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/releaseNotes', { [NOTES_ROUTE]: { status: 500, body: errorEnvelope(500, 'Failed') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};

/** The note in another language: its title in that language, and the way back. */
const showsNoteIn =
  (title: string, back: string) =>
  async ({ canvas }: StoryContext) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: back })).toHaveAttribute('href', '/releaseNotes');
  };

/** One note, with the way back to the list; in every language at both widths (page-shots). */
export const ReleaseNotesArticle: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app(`/releaseNotes/article?note=${FIRST_NOTE}`),
    pageShots: {
      plays: {
        'es-MX': showsNoteIn('Entregas programadas en Report Builder', 'Todas las notas de la versión'),
        'fr-CA': showsNoteIn('Envois planifiés dans Report Builder', 'Toutes les notes de version'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Scheduled deliveries in Report Builder' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All release notes' })).toHaveAttribute('href', '/releaseNotes');
  },
};

export const ReleaseNotesArticleNotFound: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/releaseNotes/article?note=missing'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We couldn’t find that release note')).toBeVisible();
  },
};
