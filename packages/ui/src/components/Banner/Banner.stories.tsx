import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  parameters: {
    docs: {
      description: {
        component:
          'A full-width strip across the top of the page about the whole session: the company a super admin represents, a merchant view, a pending access audit. It has an `id` (passed back to `onDismiss`), a `message`, an optional `link`, a `tone` (announced politely for info and success, at once for caution and critical) and, with `onDismiss`, a close button named "Close" in the reader’s language (`dismissLabel` overrides it).',
      },
    },
  },
  args: {
    id: 'super-admin-banner',
    message: 'Select company to represent for',
    tone: 'info',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'critical', 'caution', 'info'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('id', 'super-admin-banner');
    await expect(banner).toHaveTextContent('Select company to represent for');
  },
};

/** The link is reached with Tab and shows the focus ring. */
export const WithLink: Story = {
  tags: ['focus-ring'],
  args: {
    id: 'return-banner',
    message: 'You are viewing Acme Foods.',
    link: { label: 'Return to Company List', href: '#companies' },
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Return to Company List' });
    await expect(link).toHaveAttribute('href', '#companies');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Caution: Story = {
  args: {
    id: 'audit-banner',
    tone: 'caution',
    message: 'Complete the user access audit by 31 March, otherwise all users lose access.',
    link: { label: 'Start audit', href: '#audit' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Complete the user access audit');
  },
};

export const Success: Story = {
  args: { id: 'audit-done', tone: 'success', message: 'The access audit is complete.' },
};

export const Critical: Story = {
  args: { id: 'outage', tone: 'critical', message: 'Server not responding!' },
};

/** Closed with a click, or from the keyboard with Enter; `onDismiss` receives the banner's id. */
export const Dismissible: Story = {
  tags: ['focus-ring'],
  args: { id: 'merchant-banner', message: 'You are in the merchant view.', onDismiss: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const close = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledWith('merchant-banner');
    await userEvent.unhover(close);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const InFrench: Story = {
  args: {
    id: 'spectator-banner',
    message: 'Sélectionnez l’entreprise à consulter',
    link: { label: 'Retour à la liste des entreprises', href: '#companies' },
    onDismiss: fn(),
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const CustomDismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Hide company selection banner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide company selection banner' })).toBeVisible();
  },
};

/** At 425 px the link wraps under the message. */
export const Mobile: Story = {
  args: { ...WithLink.args, onDismiss: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** In Windows high contrast the strip keeps its edge, the link its link colour and the focus its ring. */
export const ForcedColors: Story = {
  args: { ...WithLink.args, onDismiss: fn() },
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
