import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StandaloneLayout } from '../../../shell/StandaloneLayout';
import { withAppProviders } from '../../../testing/withAppProviders';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'App/Pages/Not found',
  component: NotFoundPage,
  decorators: [withAppProviders],
  // Framed as the route table frames it: a standalone page.
  render: () => (
    <StandaloneLayout>
      <NotFoundPage />
    </StandaloneLayout>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface ExpectedTexts {
  readonly title: string;
  readonly description: string;
  readonly returnHome: string;
}

/** The spec's texts, one h1 inside the main landmark, the logo, and the way home. */
const showsTexts =
  ({ title, description, returnHome }: ExpectedTexts): Story['play'] =>
  async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(title);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(heading);
    await expect(canvas.getByText(description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Partner Insights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: returnHome })).toHaveAttribute('href', '/');
  };

const englishTexts: ExpectedTexts = {
  title: 'We couldn’t find that page…',
  description: 'The page you are trying to access does not exist or the link you clicked is broken.',
  returnHome: 'Return to Home',
};

/** Captured in every language at both widths (the page-shots tag), each checked for its own texts. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsTexts(englishTexts),
  parameters: {
    pageShots: {
      plays: {
        'es-MX': showsTexts({
          title: 'No pudimos encontrar esa página…',
          description: 'La página a la que intenta acceder no existe o el enlace en el que hizo clic está roto.',
          returnHome: 'Volver al inicio',
        }),
        'fr-CA': showsTexts({
          title: 'Nous n’avons pas trouvé cette page…',
          description:
            'La page à laquelle vous tentez d’accéder n’existe pas ou le lien sur lequel vous avez cliqué est brisé.',
          returnHome: 'Retour à l’accueil',
        }),
      },
    },
  },
};
