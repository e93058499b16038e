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

export const EnglishUS: Story = {
  globals: { locale: 'en-US' },
  play: showsTexts(
    'Welcome to Partner Insights',
    'The portal is being set up. Sign-in and your apps will appear here as they become available.',
  ),
};

export const SpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: showsTexts(
    'Le damos la bienvenida a Partner Insights',
    'Estamos preparando el portal. El inicio de sesión y sus aplicaciones aparecerán aquí a medida que estén disponibles.',
  ),
};

export const FrenchCanada: Story = {
  globals: { locale: 'fr-CA' },
  play: showsTexts(
    'Bienvenue sur Partner Insights',
    'Nous préparons le portail. La connexion et vos applications apparaîtront ici à mesure qu’elles deviendront disponibles.',
  ),
};
