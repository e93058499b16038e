import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellLayout } from '../../../shell/ShellLayout';
import { withAppProviders } from '../../../testing/withAppProviders';
import HomePage from './HomePage';

const meta = {
  title: 'App/Pages/Home',
  component: HomePage,
  decorators: [withAppProviders],
  // Framed as the route table frames it: inside the shell.
  render: () => (
    <ShellLayout>
      <HomePage />
    </ShellLayout>
  ),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and the one line in the main landmark, and the header's logo leading home. */
const showsTexts =
  (heading: string, status: string): Story['play'] =>
  async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(heading);
    await expect(canvas.getByRole('main')).toContainElement(title);
    await expect(canvas.getByText(status)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Partner Insights' })).toHaveAttribute('href', '/');
  };

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsTexts(
    'Welcome to Partner Insights',
    'The portal is being set up. Sign-in and your apps will appear here as they become available.',
  ),
  parameters: {
    pageShots: {
      plays: {
        'es-MX': showsTexts(
          'Le damos la bienvenida a Partner Insights',
          'Estamos preparando el portal. El inicio de sesión y sus aplicaciones aparecerán aquí a medida que estén disponibles.',
        ),
        'fr-CA': showsTexts(
          'Bienvenue sur Partner Insights',
          'Nous préparons le portail. La connexion et vos applications apparaîtront ici à mesure qu’elles deviendront disponibles.',
        ),
      },
    },
  },
};
