import type { Meta, StoryObj } from '@storybook/react-vite';
import { standalone } from '../../../testing/storyFrames';
import { users } from '../../../testing/userFixtures';
import { showsStatusPage } from '../../../testing/showsStatusPage';
import { withAppProviders } from '../../../testing/withAppProviders';
import NoAccessPage from './NoAccessPage';

const meta = {
  title: 'App/Pages/No access',
  component: NoAccessPage,
  decorators: [withAppProviders],
  render: standalone(<NoAccessPage />),
  parameters: {
    app: { user: users.basicUser },
    docs: {
      description: { component: '/noAccess: where a basic user lands after opening a page outside their plan.' },
    },
  },
} satisfies Meta<typeof NoAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsStatusPage({
    title: 'This page is not part of your plan',
    description: 'Your company’s plan does not include this page. Contact your company’s administrator if you need it.',
    links: [{ name: 'Go to your apps', href: '/apps' }],
  }),
  parameters: {
    pageShots: {
      plays: {
        'es-MX': showsStatusPage({
          title: 'Esta página no forma parte de su plan',
          description:
            'El plan de su empresa no incluye esta página. Comuníquese con el administrador de su empresa si la necesita.',
          links: [{ name: 'Ir a sus aplicaciones', href: '/apps' }],
        }),
      },
    },
  },
};
