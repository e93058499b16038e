import { errorEnvelope, type Locale, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import BasicKnowledgeBaseArticlePage from '../KnowledgeBaseArticle/BasicKnowledgeBaseArticlePage';
import KnowledgeBaseArticlePage from '../KnowledgeBaseArticle/KnowledgeBaseArticlePage';
import KnowledgeBaseCategoryPage from '../KnowledgeBaseCategory/KnowledgeBaseCategoryPage';
import BasicKnowledgeBasePage from '../KnowledgeBaseHome/BasicKnowledgeBasePage';
import KnowledgeBaseHomePage from '../KnowledgeBaseHome/KnowledgeBaseHomePage';
import KnowledgeBaseSearchPage from '../KnowledgeBaseSearch/KnowledgeBaseSearchPage';
import { HIERARCHY_ROUTE, kbFixtures, WELCOME_ID } from './kbFixtures';

const app = (
  path: string,
  { user = users.regularUser, fixtures = {}, fallbackFrom }: Options = {},
): { app: AppStoryParameters } => ({ app: { user, path, fixtures: kbFixtures(fixtures, { fallbackFrom }) } });
interface Options {
  readonly user?: UserDetails;
  readonly fixtures?: Fixtures;
  readonly fallbackFrom?: Locale;
}

const HOME = '/knowledgeBase/home';
const WELCOME = `/knowledgeBase/article/content?article=${WELCOME_ID}`;

/** The knowledge base's routes, as the app has them: links and searches move between its pages. */
function KnowledgeBaseRoutes() {
  return (
    <main>
      <Routes>
        <Route path={HOME} element={<KnowledgeBaseHomePage />} />
        <Route path="/knowledgeBase/search" element={<KnowledgeBaseSearchPage />} />
        <Route path="/knowledgeBase/articles" element={<KnowledgeBaseCategoryPage />} />
        <Route path="/knowledgeBase/article/content" element={<KnowledgeBaseArticlePage />} />
        <Route path="/knowledgeBase/article/content/:category/:article" element={<KnowledgeBaseArticlePage />} />
        <Route path="/knowledgeBase/basic" element={<BasicKnowledgeBasePage />} />
        <Route path="/knowledgeBase/basic/article" element={<BasicKnowledgeBaseArticlePage />} />
      </Routes>
    </main>
  );
}

const meta = {
  title: 'App/Pages/Knowledge base',
  component: KnowledgeBaseRoutes,
  decorators: [withAppProviders],
  parameters: {
    ...app(HOME),
    docs: {
      description: {
        component:
          'The knowledge base: its landing with the topics and their articles, a topic, an article (by the `article` ' +
          'parameter or the sixth segment of a content path) with the notice of a fallback language, and the ' +
          'full-text search with its matches marked; the basic knowledge base of basic users; the access-denied, ' +
          'not-found and error states.',
      },
    },
  },
} satisfies Meta<typeof KnowledgeBaseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});
const topics = (canvas: Canvas) => canvas.findByRole('list', { name: /Topics|Temas|Sujets/ }, { timeout: 5000 });

/** The landing: the search and every topic with its first articles; in every language at both widths (page-shots). */
export const KnowledgeBaseHome: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await topics(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reports and exports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All 6 articles in Reports and exports' })).toHaveAttribute(
      'href',
      '/knowledgeBase/articles?category=reports-and-exports',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search the knowledge base' })).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await topics(canvas);
          await expect(canvas.getByRole('heading', { level: 2, name: 'Informes y exportaciones' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await topics(canvas);
          await expect(canvas.getByRole('heading', { level: 2, name: 'Rapports et exportations' })).toBeVisible();
        },
      },
    },
  },
};

/** While the topics load: the skeleton of the landing's cards. */
export const KnowledgeBaseLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app(HOME, { fixtures: { [HIERARCHY_ROUTE]: never } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** An answer without topics counts as an error (spec): the error panel offers to try again. */
export const KnowledgeBaseEmptyAnswer: Story = {
  globals: { locale: 'en-US' },
  parameters: app(HOME, { fixtures: { [HIERARCHY_ROUTE]: { body: { workspace: 'charter', categories: [] } } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};

/** An account without access to the knowledge base gets the spec's text. */
export const KnowledgeBaseAccessDenied: Story = {
  globals: { locale: 'en-US' },
  parameters: app(HOME, { fixtures: { [HIERARCHY_ROUTE]: { status: 403, body: errorEnvelope(403, 'Forbidden') } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your account does not have access to the knowledge base.')).toBeVisible();
  },
};

/** Searching from the landing opens the results, the matched words marked. */
export const KnowledgeBaseSearch: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await topics(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the knowledge base' }), 'export{Enter}');
    await expect(await canvas.findByText('2 articles match “export”.')).toBeVisible();
    const first = canvas.getByRole('link', { name: 'Export a report to a spreadsheet' });
    await expect(first).toHaveAttribute(
      'href',
      '/knowledgeBase/article/content?article=export-a-report-to-a-spreadsheet',
    );
    await expect(within(first).getByText('Export').tagName).toBe('MARK');
  },
};

/** The results page of a search, the matched words marked; in every language at both widths (page-shots). */
export const KnowledgeBaseSearchResults: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/knowledgeBase/search?q=export'),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByText('2 artículos coinciden con «export».')).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByText(/^2 articles correspondent à/)).toBeVisible();
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 articles match “export”.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule a weekly delivery' })).toBeVisible();
  },
};

/** A search nothing matches: the results say so and suggest the topics. */
export const KnowledgeBaseSearchNoResults: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/knowledgeBase/search?q=pallets'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Try other words, or browse the topics.')).toBeVisible();
  },
};

/** A topic: every one of its articles; in every language at both widths (page-shots). */
export const KnowledgeBaseCategory: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/knowledgeBase/articles?category=reports-and-exports'),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('link', { name: 'Leer una línea de tendencia' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('link', { name: 'Lire une courbe de tendance' })).toBeVisible();
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Read a trend line' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /./ }).length).toBeGreaterThanOrEqual(6);
  },
};

/** A topic that does not exist. */
export const KnowledgeBaseCategoryNotFound: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/knowledgeBase/articles?category=pallets'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We couldn’t find that article')).toBeVisible();
  },
};

/** An article, with its topic in the breadcrumb; in every language at both widths (page-shots). */
export const KnowledgeBaseArticle: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app(WELCOME),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Primeros pasos con Partner Insights' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Primeros pasos' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Premiers pas avec Partner Insights' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Premiers pas' })).toBeVisible();
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Getting started with Partner Insights' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '/knowledgeBase/articles?category=getting-started',
    );
  },
};

/** A content path names the article by its sixth segment. */
export const KnowledgeBaseArticleByContentPath: Story = {
  globals: { locale: 'en-US' },
  parameters: app(`/knowledgeBase/article/content/getting-started/${WELCOME_ID}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Getting started with Partner Insights' }),
    ).toBeVisible();
  },
};

/** No French translation yet: the article in English, and a notice that says so. */
export const KnowledgeBaseArticleFallback: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app(WELCOME, { fallbackFrom: 'fr-CA' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Getting started with Partner Insights' }),
    ).toBeVisible();
    await expect(canvas.getByText(/n’est pas encore offert|pas encore disponible/)).toBeVisible();
  },
};

/** An article that does not exist. */
export const KnowledgeBaseArticleNotFound: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/knowledgeBase/article/content?article=missing'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We couldn’t find that article')).toBeVisible();
  },
};

/** Basic users' help centre: their topics, every article listed, no search; in every language at both widths (page-shots). */
export const KnowledgeBaseBasic: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/knowledgeBase/basic', { user: users.basicUser }),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await topics(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
          await expect(await canvas.findByRole('link', { name: 'Primeros pasos con Partner Insights' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await topics(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
          await expect(await canvas.findByRole('link', { name: 'Premiers pas avec Partner Insights' })).toBeVisible();
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await topics(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Getting started with Partner Insights' })).toHaveAttribute(
        'href',
        `/knowledgeBase/basic/article?article=${WELCOME_ID}`,
      ),
    );
  },
};

const helpCentreArticle = async (canvas: Canvas, title: string, helpCentre: string) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('link', { name: helpCentre })).toHaveAttribute('href', '/knowledgeBase/basic');
};

/** An article of basic users' help centre, under their help centre's breadcrumb; in every language at both widths (page-shots). */
export const KnowledgeBaseBasicArticle: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app(`/knowledgeBase/basic/article?article=${WELCOME_ID}`, { user: users.basicUser }),
    pageShots: {
      plays: {
        'es-MX': ({ canvas }: StoryContext) =>
          helpCentreArticle(canvas, 'Primeros pasos con Partner Insights', 'Centro de ayuda'),
        'fr-CA': ({ canvas }: StoryContext) =>
          helpCentreArticle(canvas, 'Premiers pas avec Partner Insights', 'Centre d’aide'),
      },
    },
  },
  play: ({ canvas }) => helpCentreArticle(canvas, 'Getting started with Partner Insights', 'Help centre'),
};
