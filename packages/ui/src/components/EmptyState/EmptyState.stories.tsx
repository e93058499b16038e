import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or search shows when it has nothing to show: "No results found", "No results found for {term}" with an optional "Did you mean" suggestion, or "No data available" (`kind="noData"`). Announced politely (`role="status"`). Every text is localised and can be overridden (`title`, `didYouMeanLabel`); `description` and `action` add help and a way on.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
  },
};

export const NoResultsForTerm: Story = {
  args: { term: 'inventroy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found for inventroy');
  },
};

/** The suggestion is a button: pressed with a click, then from the keyboard. */
export const DidYouMean: Story = {
  args: { term: 'inventroy', suggestion: 'inventory', onSuggestionPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const suggestion = canvas.getByRole('button', { name: 'inventory' });
    await expect(canvas.getByText('Did you mean')).toBeVisible();
    await userEvent.tab();
    await expect(suggestion).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionPress).toHaveBeenCalledWith('inventory');
    await userEvent.click(suggestion);
    await expect(args.onSuggestionPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(suggestion);
  },
};

export const NoData: Story = {
  args: { kind: 'noData' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data available');
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    term: 'Modular',
    description: 'Try fewer words, or clear the filters.',
    action: { label: 'Clear filters', onPress: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
    await userEvent.unhover(clear);
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'No users match these filters',
    suggestion: 'Active users',
    didYouMeanLabel: 'Show instead',
    onSuggestionPress: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users match these filters')).toBeVisible();
    await expect(canvas.getByText('Show instead')).toBeVisible();
  },
};

export const InSpanish: Story = {
  args: { term: 'inventaro', suggestion: 'inventario', onSuggestionPress: fn() },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se encontraron resultados para inventaro')).toBeVisible();
    await expect(canvas.getByText('Quizás quiso decir')).toBeVisible();
  },
};

export const InFrench: Story = {
  args: { kind: 'noData' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucune donnée disponible');
  },
};

/** A long term wraps at 425 px instead of overflowing. */
export const Mobile: Story = {
  args: { ...DidYouMean.args, term: 'category-performance-by-department-and-week' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  args: DidYouMean.args,
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'inventory' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
