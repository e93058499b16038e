import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { ComboBox } from '.';

const companies = [
  { id: 'acme', label: 'Acme Foods' },
  { id: 'brightside', label: 'Brightside Agency' },
  { id: 'corner', label: 'Corner Basics' },
  { id: 'maple', label: 'Maple Goods' },
  { id: 'nopal', label: 'Nopal Foods' },
  { id: 'cafe', label: 'Café Olé Imports' },
  { id: 'northwind', label: 'Northwind Traders', isDisabled: true },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Company',
    options: companies,
    placeholder: 'Type a company name',
    onChange: fn(),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    description: { control: 'text' },
    noResultsText: { control: 'text' },
  },
  decorators: [withMaxWidth('20rem')],
  parameters: {
    docs: {
      description: {
        component:
          'Type to find and choose one option. Give it a `label` and `options` (`{ id, label, isDisabled? }`). ' +
          'Typing filters the options case-insensitively; when nothing matches the list says "No results found" ' +
          '(localised, `noResultsText` replaces it). Add `description` for helper text and `isInvalid` with ' +
          '`errorMessage` for errors.',
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['focus-ring'],
  args: { description: 'The company to act on behalf of.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription(
      'The company to act on behalf of.',
    );
  },
};

/** The button lists every option; the disabled one cannot be chosen. */
export const OpenWithButton: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    const listBox = await screen.findByRole('listbox');
    await expect(within(listBox).getAllByRole('option')).toHaveLength(companies.length);
    const northwind = within(listBox).getByRole('option', { name: 'Northwind Traders' });
    await expect(northwind).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(northwind);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.unhover(northwind);
  },
};

/** Typing filters, case-insensitively and anywhere in the name; a click chooses. */
export const FilterAndChooseWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.type(input, 'FOODS');
    const listBox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listBox).getAllByRole('option')).toHaveLength(2));
    await userEvent.click(within(listBox).getByRole('option', { name: 'Nopal Foods' }));
    await expect(args.onChange).toHaveBeenCalledWith('nopal');
    await expect(input).toHaveValue('Nopal Foods');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Arrow keys move through the suggestions and Enter chooses; accents need not be typed. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cafe');
    const option = await screen.findByRole('option', { name: 'Café Olé Imports' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('cafe');
    await expect(input).toHaveValue('Café Olé Imports');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/**
 * Another choice from the keyboard once one is made: the list focuses the first option it shows, never the chosen
 * one its filter hides, so Enter chooses what the arrow reached.
 */
export const ReplaceChoiceWithKeyboard: Story = {
  args: { defaultValue: 'acme' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Company' });
    await expect(input).toHaveValue('Acme Foods');
    // Pasting over the chosen text keeps the choice until another is made (emptying the field would clear it).
    input.focus();
    input.select();
    await userEvent.paste('maple');
    const option = await screen.findByRole('option', { name: 'Maple Goods' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('maple');
    await expect(input).toHaveValue('Maple Goods');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/**
 * A field that adds each choice to a list beside it: its value stays empty and it empties its text for the next.
 * The suggestions close after each choice, from the keyboard as from a pointer.
 */
export const AddsEachChoice: Story = {
  render: function AddsEachChoice(args) {
    const [text, setText] = useState('');
    const [chosen, setChosen] = useState<readonly string[]>([]);
    return (
      <>
        <ComboBox
          {...args}
          options={companies.filter(({ label }) => !chosen.includes(label))}
          inputValue={text}
          onInputChange={setText}
          value={null}
          onChange={(key) => {
            const company = companies.find(({ id }) => id === key);
            if (company) setChosen([...chosen, company.label]);
            setText('');
          }}
        />
        <ul aria-label="Chosen companies">
          {chosen.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.click(input);
    await userEvent.keyboard('maple');
    const maple = await screen.findByRole('option', { name: 'Maple Goods' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', maple.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Chosen companies' })).toHaveTextContent('Maple Goods');

    await userEvent.keyboard('nopal');
    await userEvent.click(await screen.findByRole('option', { name: 'Nopal Foods' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Maple Goods',
      'Nopal Foods',
    ]);
  },
};

/** When nothing matches, the list stays open and says so. */
export const NoResults: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'Globex');
    await expect(await screen.findByText('No results found')).toBeVisible();
  },
};

export const CustomNoResultsText: Story = {
  args: { noResultsText: 'No company matches' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.type(input, 'Globex');
    await expect(await screen.findByText('No company matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  tags: ['focus-ring'],
  args: { isInvalid: true, errorMessage: 'Select a company' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Select a company');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'Acme Foods' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toBeDisabled();
  },
};

/** The empty state in Mexican Spanish. */
export const InSpanish: Story = {
  args: { label: 'Empresa', placeholder: 'Escriba el nombre de una empresa' },
  globals: { locale: 'es-MX' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Empresa' }), 'Globex');
    await expect(await screen.findByText('No se encontraron resultados')).toBeVisible();
  },
};

/** Windows high contrast: the field's edge, its focus ring and the focused suggestion stay visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Company' });
    await userEvent.tab();
    await userEvent.keyboard('o');
    const option = await screen.findByRole('option', { name: 'Acme Foods' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
  },
};
