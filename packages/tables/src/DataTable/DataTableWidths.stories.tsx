import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { DataTable } from './DataTable';
import { demoUsers, userName, type UserRow } from './DataTable.fixtures';
import { brokenWords, sortIconsApartFromTheirWord } from './storyHelpers.fixtures';
import { wideUserColumns } from './wideTable.fixtures';

const meta = {
  title: 'Tables/DataTable/Widths',
  component: DataTable<UserRow>,
  args: {
    label: 'Usuarios',
    columns: wideUserColumns('es-MX'),
    data: demoUsers(4),
    rowLabel: userName,
    selectionMode: 'multiple',
    rowActions: () => [{ id: 'edit', label: 'Editar', onAction: fn() }],
  },
  globals: { locale: 'es-MX' },
  parameters: {
    docs: {
      description: {
        component:
          "No column gets narrower than its header's longest word (with the sort icon) or its `minWidth`: a " +
          'table whose columns need more room than its container has scrolls sideways, in a region the keyboard ' +
          'can focus, instead of breaking words. Labels wrap between words, and the sort icon stays with the ' +
          "label's last word. E-mail addresses and other long tokens in the cells may still break anywhere.",
      },
    },
  },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'page-phone', isRotated: false } };

/** Headers and values (but e-mail addresses) keep their words whole, and each sort icon its last word. */
async function expectWholeWords(canvasElement: HTMLElement) {
  // Words are as wide as the table's own font draws them, once it is in.
  await Promise.all([...document.fonts].map((face) => face.load()));
  const table = within(canvasElement).getByRole('table');
  for (const header of within(table).getAllByRole('columnheader')) await expect(brokenWords(header)).toEqual([]);
  await expect(sortIconsApartFromTheirWord(table)).toEqual([]);
  const cells = within(table).getAllByRole('cell');
  for (const cell of cells.filter((candidate) => !candidate.textContent?.includes('@'))) {
    await expect(brokenWords(cell)).toEqual([]);
  }
}

/** Eight columns at 1024 px in Spanish need more room than there is: the table scrolls sideways. */
export const EightColumnsInSpanish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectWholeWords(canvasElement);
    // The table becomes a region once a resize observer has measured it, after its first layout.
    const region = await canvas.findByRole('region', { name: 'Usuarios' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const EightColumnsInFrench: Story = {
  ...EightColumnsInSpanish,
  args: { label: 'Utilisateurs', columns: wideUserColumns('fr-CA') },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas, canvasElement }) => {
    await expectWholeWords(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Utilisateurs' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/**
 * On a 375 px phone two columns show; "electrónico" and its sort icon need more than the e-mail column's share,
 * so the table scrolls a little rather than break the word.
 */
export const PhoneInSpanish: Story = {
  globals: { ...phone, locale: 'es-MX' },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(4);
    await expectWholeWords(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Usuarios' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** In French the two columns fit a 375 px phone: no scrolling, and no region to stop at on the way through. */
export const PhoneInFrench: Story = {
  args: { label: 'Utilisateurs', columns: wideUserColumns('fr-CA') },
  globals: { ...phone, locale: 'fr-CA' },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(4);
    await expectWholeWords(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Whether `element` lies within the part of `region` in view, to the half pixel. */
function isInView(element: HTMLElement, region: HTMLElement) {
  const shown = element.getBoundingClientRect();
  const inView = region.getBoundingClientRect();
  return shown.left >= inView.left - 0.5 && shown.right <= inView.right + 0.5;
}

/**
 * Global user management before a filter is applied keeps every column: the prompt in place of the rows stays in
 * the part in view, centred there, however far the table is scrolled.
 */
export const FilterPromptScrollingSideways: Story = {
  args: { status: 'filtersNotApplied', overflow: 'scroll', data: [] },
  globals: { ...phone, locale: 'es-MX' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Usuarios' });
    const title = canvas.getByText('Aplique filtros para ver resultados');
    await expect(isInView(title, region)).toBe(true);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(isInView(title, region)).toBe(true);
    region.scrollLeft = 0;
  },
};
