import type { Meta, StoryObj } from '@storybook/react-vite';
import { standalone } from '../../../testing/storyFrames';
import { showsStatusPage } from '../../../testing/showsStatusPage';
import { withAppProviders } from '../../../testing/withAppProviders';
import { LoginFailurePage } from './LoginFailurePage';

const meta = {
  title: 'App/Pages/Login failure',
  component: LoginFailurePage,
  decorators: [withAppProviders],
  render: standalone(<LoginFailurePage />),
  parameters: {
    // Shown in place of the sign-in: its page shots are filed under that address.
    app: { path: '/login' },
    docs: {
      description: {
        component:
          'Shown in place of a private page (or the login) when the sign-in succeeded but the user’s details could ' +
          'not be loaded. Return to Login signs the broken session out first.',
      },
    },
  },
} satisfies Meta<typeof LoginFailurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsStatusPage({
    title: 'Something went wrong on our end',
    description: 'Please try to log in again. If the issue persists, contact us for support.',
    links: [
      { name: 'Return to Login', href: '/logout' },
      { name: 'Support', href: '/support' },
    ],
  }),
  parameters: {
    pageShots: {
      plays: {
        'es-MX': showsStatusPage({
          title: 'Algo salió mal de nuestro lado',
          description:
            'Intente iniciar sesión de nuevo. Si el problema continúa, comuníquese con nosotros para obtener soporte.',
          links: [
            { name: 'Volver a iniciar sesión', href: '/logout' },
            { name: 'Soporte', href: '/support' },
          ],
        }),
      },
    },
  },
};
