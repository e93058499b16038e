import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { MultiSelect } from '.';

const apps = [
  { id: 'sales', label: 'Sales Insights' },
  { id: 'inventory', label: 'Inventory Planner' },
  { id: 'scorecard', label: 'Supplier Scorecard' },
  { id: 'promotions', label: 'Promotions Analyzer' },
  { id: 'legacy', label: 'Legacy Reports', isDisabled: true },
  { id: 'cafe', label: 'Café Category Review' },
  { id: 'dictionary', label: 'Data Dictionary' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'App access',
    options: apps,
    onChange: fn(),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    placeholder: { control: 'text' },
    description: { control: 'text' },
    noResultsText: { control: 'text' },
    searchLabel: { control: 'text' },
  },
  decorators: [withMaxWidth('20rem')],
  parameters: {
    docs: {
      description: {
        component:
          'Choose any number of options from a searchable dropdown of checkboxes. The button shows the count ' +
          'selected ("3 selected"); the search filters options case-insensitively. Keyboard: arrow keys move ' +
          'through the options, Enter toggles one, Space selects one. Every text is localised and can be ' +
          'replaced: `placeholder`, `formatSelectedCount`, `searchLabel`, `noResultsText`.',
      },
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['focus-ring'],
  args: { description: 'The apps this user can launch.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await expect(trigger).toHaveTextContent('Select options');
    await expect(trigger).toHaveAccessibleDescription('The apps this user can launch.');
  },
};

/** The button counts the selected options. */
export const WithSelection: Story = {
  args: { defaultValue: ['sales', 'inventory', 'scorecard'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /App access/ })).toHaveTextContent('3 selected');
  },
};

/** Clicks toggle options; the list stays open and the count follows. */
export const Open: Story = {
  args: { defaultValue: ['sales'] },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await userEvent.click(trigger);
    const listBox = await screen.findByRole('listbox');
    await expect(listBox).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());

    const scorecard = within(listBox).getByRole('option', { name: 'Supplier Scorecard' });
    await userEvent.click(scorecard);
    await expect(args.onChange).toHaveBeenLastCalledWith(['sales', 'scorecard']);
    await expect(scorecard).toHaveAttribute('aria-selected', 'true');
    await expect(trigger).toHaveTextContent('2 selected');

    const legacy = within(listBox).getByRole('option', { name: 'Legacy Reports' });
    await userEvent.click(legacy);
    await expect(legacy).toHaveAttribute('aria-disabled', 'true');
    await expect(legacy).toHaveAttribute('aria-selected', 'false');
    await userEvent.unhover(legacy);
  },
};

/** The search ignores case and accents and matches anywhere in a label. */
export const Search: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /App access/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'CAFE');
    const listBox = screen.getByRole('listbox');
    await waitFor(() => expect(within(listBox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listBox).getByRole('option', { name: 'Café Category Review' })).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'insights');
    await waitFor(() => expect(within(listBox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listBox).getByRole('option', { name: 'Sales Insights' })).toBeVisible();
  },
};

/** When nothing matches, the list says so. */
export const NoResults: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /App access/ }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'forecast');
    await expect(await screen.findByText('No results found')).toBeVisible();
  },
};

/**
 * Opened from the keyboard, the search has focus and the first option virtual focus. Enter toggles the
 * focused option: once to select it, again to clear it.
 */
export const KeyboardEnterToggles: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    const sales = screen.getByRole('option', { name: 'Sales Insights' });
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', sales.id));

    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sales']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Select options');
  },
};

/** Space selects the focused option and keeps it selected; before an option has focus it types into the search. */
export const KeyboardSpaceSelects: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('data d');
    await expect(search).toHaveValue('data d');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));

    await userEvent.keyboard('{ArrowDown}');
    const dictionary = screen.getByRole('option', { name: 'Data Dictionary' });
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', dictionary.id));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dictionary']);
    await userEvent.keyboard(' ');
    await expect(dictionary).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(search).toHaveValue('data d');

    // The first Escape clears the search, the second closes the list.
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('1 selected');
  },
};

export const Invalid: Story = {
  tags: ['focus-ring'],
  args: { isInvalid: true, errorMessage: 'Select at least one app' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /App access/ })).toHaveAccessibleDescription(
      'Select at least one app',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['sales', 'inventory'] },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Every shipped text can be replaced. */
export const CustomTexts: Story = {
  args: {
    defaultValue: ['sales', 'inventory'],
    formatSelectedCount: (count) => `${count} apps`,
    searchLabel: 'Find an app',
    noResultsText: 'No app matches',
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /App access/ });
    await expect(trigger).toHaveTextContent('2 apps');
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find an app' }), 'forecast');
    await expect(await screen.findByText('No app matches')).toBeVisible();
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** In Canadian French the count agrees in number and the empty search is announced in French. */
export const InFrench: Story = {
  args: { label: 'Accès aux applications', defaultValue: ['sales', 'inventory'] },
  globals: { locale: 'fr-CA' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Accès aux applications/ });
    await expect(trigger).toHaveTextContent('2 sélectionnés');
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher' }), 'prévision');
    await expect(await screen.findByText('Aucun résultat trouvé')).toBeVisible();
  },
};

/** Windows high contrast: checkboxes, the focused option, the search field and the disabled option stay visible. */
export const ForcedColors: Story = {
  args: { defaultValue: ['sales', 'scorecard'] },
  globals: { forcedColors: 'active' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const inventory = screen.getByRole('option', { name: 'Inventory Planner' });
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', inventory.id));
  },
};
