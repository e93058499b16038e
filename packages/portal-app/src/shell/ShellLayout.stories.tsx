import type { UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HomePage } from '../features/home';
import { users } from '../testing/userFixtures';
import { withAppProviders } from '../testing/withAppProviders';
import { AppHeader } from './header/AppHeader';
import { ShellLayout } from './ShellLayout';

const meta = {
  title: 'App/Shell/Header',
  component: AppHeader,
  decorators: [withAppProviders],
  render: () => (
    <ShellLayout>
      <HomePage />
    </ShellLayout>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every public and private page: the market’s block banner, the banners of the user’s ' +
          'context, the header (logo home, the navigation the user may use, the site’s languages, the user menu ' +
          'or sign-in link) and the footer with the legal pages of the site.',
      },
    },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedInAs = (user: UserDetails) => ({ app: { user } });

/** The banner with this message, and (if given) the link it carries. */
const showsBanner =
  (message: string, link?: { name: string; href: string }): Story['play'] =>
  async ({ canvas }) => {
    await expect(await canvas.findByText(message)).toBeVisible();
    if (link) await expect(canvas.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
  };

export const SignedOut: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(navigation).toHaveTextContent('Support');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?lastUrl=%2F');
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toHaveTextContent('English');
    // US: privacy policy, no terms.
    const footer = canvas.getByRole('navigation', { name: 'Legal and contact' });
    await expect(footer).toHaveTextContent('Privacy policy');
    await expect(footer).not.toHaveTextContent('Terms');
  },
};

export const SignedIn: Story = {
  globals: { locale: 'en-US' },
  parameters: { ...signedInAs(users.supplierAdmin), screenshot: { target: 'viewport' } },
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: 'Main' });
    for (const label of ['Apps', 'Support', 'Knowledge base', 'Admin']) {
      await expect(navigation).toHaveTextContent(label);
    }
    await expect(canvas.getByText('Laura Chen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Laura Chen' }));
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(profile).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

// Before choosing a company, the server names no tenant.
export const SuperAdmin: Story = {
  globals: { locale: 'en-US' },
  parameters: signedInAs({ ...users.superAdmin, tenant: null }),
  play: showsBanner('Select company to represent for', { name: 'Return to Company List', href: '/companyList' }),
};

export const Spectator: Story = {
  globals: { locale: 'en-US' },
  parameters: signedInAs({ ...users.spectator, tenant: null }),
  play: showsBanner('Select company to view for', { name: 'Return to Company List', href: '/companyList' }),
};

export const Merchant: Story = {
  globals: { locale: 'en-US' },
  parameters: signedInAs(users.merchant),
  play: showsBanner('You are using the portal in the merchant view.'),
};

export const CompanySwitchUser: Story = {
  globals: { locale: 'en-US' },
  parameters: signedInAs(users.companySwitcher),
  play: showsBanner('You are working on behalf of Acme Foods.'),
};

export const SponsoredSupplier: Story = {
  globals: { locale: 'en-US' },
  parameters: signedInAs(users.sponsoredSupplier),
  play: showsBanner('You work with several companies. You are viewing Brightside Agency.'),
};

export const BlockBanner: Story = {
  globals: { locale: 'en-US' },
  parameters: {
    app: {
      fixtures: {
        'GET /api/banner': {
          body: {
            banner: {
              id: 'maintenance',
              message: 'The portal will be unavailable on Saturday from 22:00 to 23:00 CT for maintenance.',
              linkText: 'Read more',
              linkUrl: '/releaseNotes',
            },
          },
        },
      },
    },
  },
  play: showsBanner('The portal will be unavailable on Saturday from 22:00 to 23:00 CT for maintenance.', {
    name: 'Read more',
    href: '/releaseNotes',
  }),
};

/** The language menu lists the site's languages, the current one checked; choosing one turns the page at once. */
export const ChoosingALanguage: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    // The Spanish messages download on this first choice.
    await expect(await canvas.findByRole('navigation', { name: 'Principal' }, { timeout: 5000 })).toHaveTextContent(
      'Soporte',
    );
    await expect(canvas.getByRole('button', { name: 'Idioma: Español' })).toHaveTextContent('Español');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.unhover(trigger);
  },
};

/** The same from the keyboard: Enter opens the menu on the current language, the arrows move, Enter chooses. */
export const ChoosingALanguageWithKeyboard: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Language: English' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // The French messages download on this first choice.
    const french = await canvas.findByRole('button', { name: 'Langue\u00a0: Français' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(french).toHaveFocus());
  },
};

/** Mexico in Spanish: Spanish is offered first, terms instead of a privacy policy. */
export const MexicoInSpanish: Story = {
  globals: { locale: 'es-MX' },
  parameters: { app: { user: { ...users.regularUser, site_id: 'MX' }, site: 'MX' } },
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: 'Principal' });
    await expect(navigation).toHaveTextContent('Aplicaciones');
    await expect(canvas.getByRole('button', { name: 'Idioma: Español' })).toHaveTextContent('Español');
    const footer = canvas.getByRole('navigation', { name: 'Información legal y contacto' });
    await expect(footer).toHaveTextContent('Términos');
    await expect(footer).not.toHaveTextContent('Política de privacidad');
  },
};

const phone = { value: 'mobile', isRotated: false } as const;

/** Below 768 px the header is the logo and a menu button; the navigation, languages and user menu wait behind it. */
export const Mobile: Story = {
  globals: { locale: 'en-US', viewport: phone },
  parameters: signedInAs(users.supplierAdmin),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Language: English' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Account menu for Laura Chen' })).not.toBeInTheDocument();
  },
};

/** Canada in French, at phone width: the menu button, and the footer's three links wrapping to fit. */
export const MobileInFrench: Story = {
  globals: { locale: 'fr-CA', viewport: phone },
  parameters: { app: { site: 'CA' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    const footer = canvas.getByRole('navigation', { name: 'Mentions légales et contact' });
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Opens the phone menu from the keyboard and answers its sheet once focus is inside. */
async function openPhoneMenu(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) {
  const button = await canvas.findByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const sheet = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return { button, sheet };
}

/**
 * The menu offers everything the header does: the navigation, the languages (the current one marked) and the
 * account's links. Focus stays inside while it is open; Escape closes it and returns focus to the button.
 */
export const MobileMenu: Story = {
  globals: { locale: 'en-US', viewport: phone },
  parameters: { ...signedInAs(users.supplierAdmin), screenshot: { target: 'viewport' } },
  play: async ({ canvas }) => {
    const { button, sheet } = await openPhoneMenu(canvas, 'Menu');
    const menu = within(sheet);
    const navigation = menu.getByRole('navigation', { name: 'Main' });
    for (const label of ['Apps', 'Support', 'Knowledge base', 'Admin']) {
      await expect(within(navigation).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(menu.getByRole('region', { name: 'Language' })).toHaveTextContent('EnglishEspañolFrançais');
    await expect(menu.getByText('English')).toHaveAttribute('aria-current', 'true');
    const account = menu.getByRole('region', { name: 'Laura Chen' });
    await expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(account).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    // The close button, four links, two languages and two account links (9), then round again to the first link.
    for (let step = 0; step < 11; step++) {
      await userEvent.tab();
      await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(within(navigation).getByRole('link', { name: 'Apps' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Open again, for the screenshot.
    await openPhoneMenu(canvas, 'Menu');
  },
};

/** Mexico in Spanish: the menu in Spanish, with the regular user's navigation. */
export const MobileMenuInSpanish: Story = {
  globals: { locale: 'es-MX', viewport: phone },
  parameters: {
    app: { user: { ...users.regularUser, site_id: 'MX' }, site: 'MX' },
    screenshot: { target: 'viewport' },
  },
  play: async ({ canvas }) => {
    const { sheet } = await openPhoneMenu(canvas, 'Menú');
    const menu = within(sheet);
    await expect(menu.getByRole('navigation', { name: 'Principal' })).toHaveTextContent(
      'AplicacionesSoporteBase de conocimientos',
    );
    await expect(menu.getByRole('region', { name: 'Idioma' })).toBeVisible();
    await expect(menu.getByText('Español')).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

/** A visitor in Canada, in French: support, the languages and the way to sign in. */
export const MobileMenuInFrenchSignedOut: Story = {
  globals: { locale: 'fr-CA', viewport: phone },
  parameters: { app: { site: 'CA' }, screenshot: { target: 'viewport' } },
  play: async ({ canvas }) => {
    const { sheet } = await openPhoneMenu(canvas, 'Menu');
    const menu = within(sheet);
    await expect(menu.getByRole('navigation', { name: 'Principale' })).toHaveTextContent('Soutien');
    await expect(menu.getByRole('region', { name: 'Langue' })).toBeVisible();
    await expect(menu.getByText('Français')).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login?lastUrl=%2F');
  },
};
