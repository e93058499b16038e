import type { Meta, StoryObj } from '@storybook/react-vite';
import { standalone } from '../../../testing/storyFrames';
import { showsStatusPage } from '../../../testing/showsStatusPage';
import { withAppProviders } from '../../../testing/withAppProviders';
import ErrorPage from './ErrorPage';

const meta = {
  title: 'App/Pages/Error',
  component: ErrorPage,
  decorators: [withAppProviders],
  render: standalone(<ErrorPage />),
  parameters: {
    docs: { description: { component: '/error: where a failed operation that cannot continue in place leads.' } },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsStatusPage({
    title: 'Something went wrong',
    description: 'An error occurred while processing your request. Please try again.',
    links: [{ name: 'Return to Home', href: '/' }],
  }),
  parameters: {
    pageShots: {
      plays: {
        'fr-CA': showsStatusPage({
          title: 'Un problème est survenu',
          description: 'Une erreur s’est produite lors du traitement de votre demande. Veuillez réessayer.',
          links: [{ name: 'Retour à l’accueil', href: '/' }],
        }),
      },
    },
  },
};
