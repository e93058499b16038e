import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { ProductTile, type ProductTileProps } from './ProductTile';
import { ProductTileSkeleton } from './ProductTileSkeleton';
import type { LearnMoreContent } from './LearnMoreDialog';

// A small inline illustration, so the stories need no network and render the same every time.
const illustration =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">' +
      '<rect width="480" height="160" rx="8" fill="#e0ecfb"/>' +
      '<rect x="60" y="90" width="40" height="50" rx="4" fill="#2563c9"/>' +
      '<rect x="130" y="60" width="40" height="80" rx="4" fill="#2563c9"/>' +
      '<rect x="200" y="40" width="40" height="100" rx="4" fill="#2563c9"/>' +
      '<rect x="270" y="70" width="40" height="70" rx="4" fill="#2563c9"/>' +
      '<rect x="340" y="30" width="40" height="110" rx="4" fill="#2563c9"/></svg>',
  );

const learnMore: LearnMoreContent = {
  title: 'Shopper Behavior',
  description: 'See who buys your products, how often, and what else goes in their basket.',
  keyNotes: ['Household demographics by store', 'Repeat and trial rates', 'Basket affinity with other items'],
  image: { src: illustration, alt: 'Bar chart of weekly shoppers' },
  audience: 'Suppliers and their agencies with a charter account.',
  howToGetAccess: 'Request access below; your company admin approves it.',
  subText: 'Access can take up to 2 business days once requested.',
};

// The stories keep the browser on the page: links still report `onLaunch`, but do not navigate.
const stayOnPage: Decorator = (Story) => (
  <div onClickCapture={(event) => event.preventDefault()}>
    <Story />
  </div>
);

const meta = {
  title: 'Content/ProductTile',
  component: ProductTile,
  decorators: [stayOnPage],
  // About the width a tile gets on the launch page.
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <ProductTile {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A product on the launch page. With access (`ACCESS_COMPLETE`) a press anywhere on the tile, or on its ' +
          '"Launch App" link, opens `redirectUrl` (in a new tab with `isNewTab`). With `ACCESS_PENDING` it shows a ' +
          'lock, a badge and "We are working on your access"; without access, a lock and "No access yet". Given ' +
          '`learnMore` content, a locked tile offers "Access Pending", "Learn More" (or "Coming Soon"), which opens ' +
          'a dialog: what the app does, who can use it, how to get access, and "Request access" (`onRequestAccess`). ' +
          'The offer shows on hover and while focus is within the tile, and always on touch screens. `icon` picks ' +
          'the product’s pictogram. ' +
          'Left out when the user has no access and `tenant` is in `hideWhenNoAccess`. Every text can be replaced ' +
          'through `labels`; `onLaunch` and `onLearnMore` report the product code for analytics.',
      },
    },
  },
  args: {
    code: 'shopper-behavior',
    title: 'Shopper Behavior',
    description: 'Understand who buys your products and what drives their choices.',
    icon: 'basket',
    redirectUrl: '#shopper-behavior',
    onLaunch: fn(),
    onLearnMore: fn(),
    onRequestAccess: fn(),
  },
  argTypes: {
    accessStatus: { control: 'inline-radio', options: [undefined, 'ACCESS_PENDING', 'ACCESS_COMPLETE'] },
    restrictedLaunch: { control: 'inline-radio', options: [undefined, 'alpha', 'beta'] },
  },
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = { screenshot: { target: 'viewport' } };

const dialogShown = (name: string) => waitFor(() => expect(screen.getByRole('dialog', { name })).toBeVisible());

/** Granted: a press anywhere on the tile launches the app in this window. */
export const Launchable: Story = {
  tags: ['focus-ring'],
  args: { accessStatus: 'ACCESS_COMPLETE' },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Launch App Shopper Behavior' });
    await expect(link).toHaveAttribute('href', '#shopper-behavior');
    await expect(link).not.toHaveAttribute('target');

    // What a real pointer hits over the description: the link, which covers the whole tile.
    const description = canvas.getByText(args.description).getBoundingClientRect();
    const hit = document.elementFromPoint(description.left + 8, description.top + 8);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(args.onLaunch).toHaveBeenCalledWith('shopper-behavior');
    await userEvent.unhover(link);
  },
};

/** Opens in a new tab, which its name announces; launched with Enter from the keyboard. */
export const LaunchInNewTab: Story = {
  args: { accessStatus: 'ACCESS_COMPLETE', isNewTab: true },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Launch App (opens in a new tab) Shopper Behavior' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledWith('shopper-behavior');
  },
};

/** Requested: locked, with a lock, a badge and a word on the wait, which also describe the tile. */
export const AccessPending: Story = {
  args: { accessStatus: 'ACCESS_PENDING' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Access Pending')).toBeVisible();
    await expect(canvas.getByText('We are working on your access')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Shopper Behavior' })).toHaveAccessibleDescription(
      'Access Pending We are working on your access',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** No access and nothing to learn: locked, with a lock and "No access yet" in words, and no action. */
export const NoAccess: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('article', { name: 'Shopper Behavior' });
    await expect(tile).toHaveAccessibleDescription('No access yet');
    await expect(canvas.getByText('No access yet')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Requested, with a story to tell: "Access Pending" is reached with Tab and opens it, without "Request access". */
export const AccessPendingWithKeyboard: Story = {
  parameters: openDialog,
  args: { accessStatus: 'ACCESS_PENDING', learnMore },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Access Pending Shopper Behavior' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveStyle({ opacity: '1' });

    await userEvent.keyboard('{Enter}');
    await dialogShown('Shopper Behavior');
    await expect(args.onLearnMore).toHaveBeenCalledWith('shopper-behavior');
    const dialog = within(screen.getByRole('dialog'));
    await expect(dialog.getByText('We are working on your access')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
  },
};

/** Focus within a locked tile brings its "Learn More" into view, as hover does. */
export const LearnMoreOnFocus: Story = {
  args: { learnMore },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Learn More Shopper Behavior' });
    await expect(button).toHaveStyle({ opacity: '0' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveStyle({ opacity: '1' });
  },
};

/**
 * The learn-more dialog, opened from the keyboard: what the app does, who can use it and how to get access, with
 * "Request access", which Tab reaches and Enter presses.
 */
export const LearnMoreDialog: Story = {
  parameters: openDialog,
  args: { learnMore },
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await dialogShown('Shopper Behavior');
    const dialog = within(screen.getByRole('dialog'));
    for (const name of ['What it does', 'Who can use it', 'How to get access']) {
      await expect(dialog.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect(dialog.getByText(learnMore.audience ?? '')).toBeVisible();
    const requestAccess = dialog.getByRole('button', { name: 'Request access' });
    await waitFor(() => expect(requestAccess).toBeVisible());
    await expect(args.onRequestAccess).not.toHaveBeenCalled();
  },
};

/** "Request access" closes the dialog and hands the product on, for the page to open the request. */
export const RequestAccess: Story = {
  args: { learnMore },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Learn More Shopper Behavior' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await dialogShown('Shopper Behavior');
    const requestAccess = screen.getByRole('button', { name: 'Request access' });
    while (!requestAccess.matches(':focus')) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestAccess).toHaveBeenCalledWith('shopper-behavior');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** No access: hovering the tile offers "Learn More", which opens the product's story. */
export const LearnMoreOnHover: Story = {
  parameters: openDialog,
  args: { learnMore },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Learn More Shopper Behavior' });
    await expect(button).toHaveStyle({ opacity: '0' });
    await userEvent.hover(canvas.getByRole('article'));
    await expect(button).toHaveStyle({ opacity: '1' });

    await userEvent.click(button);
    await expect(args.onLearnMore).toHaveBeenCalledWith('shopper-behavior');
    await dialogShown('Shopper Behavior');
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expect(screen.getByRole('img', { name: 'Bar chart of weekly shoppers' })).toBeVisible();
  },
};

/** Keyboard users reach "Learn More" with Tab (it shows on focus); Escape closes the dialog. */
export const LearnMoreWithKeyboard: Story = {
  args: { learnMore },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Learn More Shopper Behavior' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveStyle({ opacity: '1' });

    await userEvent.keyboard('{Enter}');
    await dialogShown('Shopper Behavior');
    await expect(args.onLearnMore).toHaveBeenCalledWith('shopper-behavior');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** MX Report Builder: the learn-more offer reads "Coming Soon". */
export const ComingSoon: Story = {
  args: {
    code: 'report-builder',
    title: 'Report Builder',
    description: 'Build your own reports from sales, inventory and shopper data.',
    redirectUrl: '#report-builder',
    comingSoon: true,
    learnMore: { ...learnMore, title: 'Report Builder' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Coming Soon Report Builder' })).toHaveFocus();
  },
};

/** An illustration that fails to load is left out rather than shown broken. */
export const BrokenImage: Story = {
  parameters: openDialog,
  args: { learnMore: { ...learnMore, image: { src: 'data:image/png;base64,broken', alt: 'Weekly shoppers' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More Shopper Behavior' }));
    await dialogShown('Shopper Behavior');
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
    await expect(screen.getByText(learnMore.subText ?? '')).toBeVisible();
  },
};

/** Restricted launch: the title carries a "Beta" (or "Alpha") label, also in its accessible name. */
export const Beta: Story = {
  args: { accessStatus: 'ACCESS_COMPLETE', restrictedLaunch: 'beta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shopper Behavior Beta' })).toBeVisible();
  },
};

export const Alpha: Story = {
  args: { accessStatus: 'ACCESS_COMPLETE', restrictedLaunch: 'alpha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shopper Behavior Alpha' })).toBeVisible();
  },
};

/** With a footer note. */
export const WithFooter: Story = {
  args: { accessStatus: 'ACCESS_COMPLETE', footer: 'Data refreshed every Monday.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Data refreshed every Monday.')).toBeVisible();
  },
};

/** Without access, for a tenant listed in `hideWhenNoAccess`, the tile is left out. */
export const HiddenWhenNoAccess: Story = {
  args: { code: 'customer-pulse', title: 'Customer Pulse', hideWhenNoAccess: ['US'], tenant: 'US' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** Texts replaced through `labels`. */
export const CustomLabels: Story = {
  args: { accessStatus: 'ACCESS_COMPLETE', labels: { launchApp: 'Open Shopper Behavior' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open Shopper Behavior Shopper Behavior' })).toBeVisible();
  },
};

const tiles: ProductTileProps[] = [
  {
    code: 'shopper-behavior',
    title: 'Shopper Behavior',
    description: 'Understand who buys your products and what drives their choices.',
    icon: 'basket',
    redirectUrl: '#shopper-behavior',
    accessStatus: 'ACCESS_COMPLETE',
    isNewTab: true,
  },
  {
    code: 'report-builder',
    title: 'Report Builder',
    description: 'Build your own reports from sales, inventory and shopper data.',
    icon: 'report',
    redirectUrl: '#report-builder',
    accessStatus: 'ACCESS_PENDING',
    restrictedLaunch: 'beta',
    learnMore: { ...learnMore, title: 'Report Builder' },
  },
  {
    code: 'channel-insights',
    title: 'Channel Insights',
    description: 'Compare how your products perform in stores and online.',
    icon: 'channels',
    redirectUrl: '#channel-insights',
    learnMore: { ...learnMore, title: 'Channel Insights' },
  },
];

const TileGrid = () => (
  <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}>
    {tiles.map((tile) => (
      <ProductTile key={tile.code} {...tile} />
    ))}
  </div>
);

/** Tabs from the first tile until `target` has focus, as a keyboard user would. */
async function tabTo(userEvent: { tab: () => Promise<void> }, target: HTMLElement) {
  for (let presses = 0; presses < 5 && !target.matches(':focus'); presses++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** The three states side by side, in Spanish; the locked tile's "Más información" reached with Tab. */
export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  render: () => <TileGrid />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /^Abrir aplicación/ })).toBeVisible();
    await expect(canvas.getByText('Estamos trabajando en su acceso')).toBeVisible();
    await expect(canvas.getByText('Aún sin acceso')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Report Builder Beta' })).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Más información Channel Insights' }));
  },
};

/** The three states side by side, in French; the pending tile's "Accès en attente" reached with Tab. */
export const InFrench: Story = {
  globals: { locale: 'fr-CA' },
  render: () => <TileGrid />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /^Lancer l’application/ })).toBeVisible();
    await expect(canvas.getByText('Nous travaillons à votre accès')).toBeVisible();
    await expect(canvas.getByText('Pas encore d’accès')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Accès en attente Report Builder Bêta' }));
  },
};

/** At 425 px the tiles stack; the locked tile's "Learn More" reached with Tab. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <TileGrid />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Learn More Channel Insights' }));
  },
};

const learnMoreInSpanish: LearnMoreContent = {
  title: 'Conozca a los compradores detrás de sus ventas',
  description: 'Vea quién compra sus productos, con qué frecuencia y qué más lleva en su canasta.',
  keyNotes: ['Compradores nuevos y recurrentes', 'Tamaño de la canasta'],
  audience: 'Proveedores y sus agencias con una cuenta charter.',
  howToGetAccess: 'Solicite acceso aquí; el administrador de su empresa lo aprueba.',
};

const learnMoreInFrench: LearnMoreContent = {
  title: 'Comprenez les clients derrière vos ventes',
  description: 'Voyez qui achète vos produits, à quelle fréquence et ce qui se trouve aussi dans leur panier.',
  keyNotes: ['Nouveaux clients et clients fidèles', 'Taille du panier'],
  audience: 'Les fournisseurs et leurs agences qui ont un compte charter.',
  howToGetAccess: 'Demandez l’accès ici; l’administrateur de votre entreprise l’approuve.',
};

/** Opens the locked tile's learn-more dialog from the keyboard and checks its sections and action. */
const openedWithKeyboard =
  (dialogName: string, headings: readonly string[], requestAccess: string): Story['play'] =>
  async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await dialogShown(dialogName);
    const dialog = within(screen.getByRole('dialog'));
    for (const name of headings) await expect(dialog.getByRole('heading', { name, level: 3 })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: requestAccess })).toBeVisible());
  };

/** The learn-more dialog in Spanish. */
export const LearnMoreDialogInSpanish: Story = {
  globals: { locale: 'es-MX' },
  parameters: openDialog,
  args: { learnMore: learnMoreInSpanish },
  play: openedWithKeyboard(
    learnMoreInSpanish.title,
    ['Qué hace la aplicación', 'Quién puede usarla', 'Cómo obtener acceso'],
    'Solicitar acceso',
  ),
};

/** The learn-more dialog in French. */
export const LearnMoreDialogInFrench: Story = {
  globals: { locale: 'fr-CA' },
  parameters: openDialog,
  args: { learnMore: learnMoreInFrench },
  play: openedWithKeyboard(
    learnMoreInFrench.title,
    ['Ce que fait l’application', 'Qui peut l’utiliser', 'Comment obtenir l’accès'],
    'Demander l’accès',
  ),
};

/** The learn-more dialog at 425 px. */
export const LearnMoreDialogOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: openDialog,
  args: { learnMore },
  play: openedWithKeyboard(learnMore.title, ['What it does', 'Who can use it', 'How to get access'], 'Request access'),
};

/** In forced colours every tile keeps its border, the link its colour and focus ring. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: () => <TileGrid />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/**
 * `ProductTileSkeleton` while the catalogue loads, beside the locked tile it stands for: as tall as the tile, so
 * nothing moves when the products arrive. Screen readers hear one "Loading".
 */
export const Skeleton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: '1rem' }}>
      <div style={{ width: '20rem' }}>
        <ProductTileSkeleton label="Loading your apps" />
      </div>
      <div style={{ width: '20rem' }}>
        <ProductTile {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('status');
    await expect(skeleton).toHaveTextContent('Loading your apps');
    const tile = canvas.getByRole('article', { name: 'Shopper Behavior' });
    const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;
    await expect(heightOf(skeleton)).toBe(heightOf(tile));
  },
};
