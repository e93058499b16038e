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

export const EnglishUS: Story = {
  globals: { locale: 'en-US' },
  play: showsStatusPage({
    title: 'Something went wrong on our end',
    description: 'Please try to log in again. If the issue persists, contact us for support.',
    links: [
      { name: 'Return to Login', href: '/logout' },
      { name: 'Support', href: '/support' },
    ],
  }),
};

export const SpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: showsStatusPage({
    title: 'Algo salió mal de nuestro lado',
    description:
      'Intente iniciar sesión de nuevo. Si el problema continúa, comuníquese con nosotros para obtener soporte.',
    links: [
      { name: 'Volver a iniciar sesión', href: '/logout' },
      { name: 'Soporte', href: '/support' },
    ],
  }),
};
