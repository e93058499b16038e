import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { ProductTile, type ProductTileProps } from './ProductTile';
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
          'badge and "We are working on your access". Without access it is disabled and, given `learnMore` content, ' +
          'offers "Learn More" (or "Coming Soon") on hover and keyboard focus, opening a dialog about the product. ' +
          'Left out when the user has no access and `tenant` is in `hideWhenNoAccess`. Every text can be replaced ' +
          'through `labels`; `onLaunch` and `onLearnMore` report the product code for analytics.',
      },
    },
  },
  args: {
    code: 'shopper-behavior',
    title: 'Shopper Behavior',
    description: 'Understand who buys your products and what drives their choices.',
    redirectUrl: '#shopper-behavior',
    onLaunch: fn(),
    onLearnMore: fn(),
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

/** Requested: disabled, with a badge and a word on the wait. Nothing to press. */
export const AccessPending: Story = {
  args: { accessStatus: 'ACCESS_PENDING', learnMore },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Access Pending')).toBeVisible();
    await expect(canvas.getByText('We are working on your access')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** No access and nothing to learn: a disabled tile with no action. */
export const NoAccess: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Shopper Behavior' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
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
    redirectUrl: '#shopper-behavior',
    accessStatus: 'ACCESS_COMPLETE',
    isNewTab: true,
  },
  {
    code: 'report-builder',
    title: 'Report Builder',
    description: 'Build your own reports from sales, inventory and shopper data.',
    redirectUrl: '#report-builder',
    accessStatus: 'ACCESS_PENDING',
    restrictedLaunch: 'beta',
  },
  {
    code: 'channel-insights',
    title: 'Channel Insights',
    description: 'Compare how your products perform in stores and online.',
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

/** The three states side by side, in Spanish. */
export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  render: () => <TileGrid />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Abrir aplicación/ })).toBeVisible();
    await expect(canvas.getByText('Estamos trabajando en tu acceso')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Report Builder Beta' })).toBeVisible();
  },
};

/** At 425 px the tiles stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <TileGrid />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
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
