import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search the data dictionary',
    placeholder: 'Term or definition',
    onSearch: fn(),
  },
  decorators: [withMaxWidth('24rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A search box that searches as the reader types. `onSearch` runs 500 ms after typing stops ' +
          '(`debounceMs`), at once on Enter, and with an empty term when cleared with the clear button or ' +
          'Escape. Text shorter than `minLength` (3) is never searched: the hint "Please enter at least 3 ' +
          'characters" shows and is announced instead.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two characters show the hint and search nothing; the third searches once typing rests. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search the data dictionary' });
    await userEvent.click(input);
    await userEvent.keyboard('sa');
    await expect(input).toHaveAccessibleDescription('Please enter at least 3 characters');

    await userEvent.keyboard('l');
    await expect(canvas.queryByText('Please enter at least 3 characters')).not.toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('sal'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Too short to search: the hint is read as the field's description. */
export const TooShort: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('sa{Enter}');
    await expect(canvas.getByText('Please enter at least 3 characters')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Enter searches at once, without waiting for the debounce. */
export const SubmitWithEnter: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('sales{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('sales');
    await expect(args.onSubmit).toHaveBeenCalledWith('sales');
  },
};

/** The clear button empties the field, searches '' to clear the results and returns focus to the field. */
export const ClearWithPointer: Story = {
  args: { defaultValue: 'sales' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Escape clears the field from the keyboard. */
export const ClearWithEscape: Story = {
  args: { defaultValue: 'sales' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** With text, the clear button shows; the pointer rests over it. */
export const WithText: Story = {
  tags: ['focus-ring'],
  args: { defaultValue: 'net sales', description: 'Searches term names and definitions.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Clear search' }));
  },
};

/** Another minimum: the hint says the number. */
export const CustomMinLength: Story = {
  args: { minLength: 5 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('sale{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription('Please enter at least 5 characters');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Every text can be replaced: the hint and the clear button's name. */
export const CustomTexts: Story = {
  args: { minLengthHint: 'Type three letters or more', clearLabel: 'Clear the term', defaultValue: 'ab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription('Type three letters or more');
    await expect(canvas.getByRole('button', { name: 'Clear the term' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** The hint and the clear button's name in the reader's language. */
export const InSpanish: Story = {
  args: { label: 'Buscar en el diccionario de datos', placeholder: 'Término o definición' },
  globals: { locale: 'es-MX' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('ve');
    const input = canvas.getByRole('searchbox', { name: 'Buscar en el diccionario de datos' });
    await expect(input).toHaveAccessibleDescription('Ingrese al menos 3 caracteres');
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda' })).toBeInTheDocument();
  },
};

export const InFrench: Story = {
  args: { label: 'Rechercher dans le dictionnaire de données', placeholder: 'Terme ou définition' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('ve');
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription('Veuillez entrer au moins 3 caractères');
  },
};

/** Windows high contrast: the box, the focus ring and the clear button keep system colours. */
export const ForcedColors: Story = {
  args: { defaultValue: 'net sales' },
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};
