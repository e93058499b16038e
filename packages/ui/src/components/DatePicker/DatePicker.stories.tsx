import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { DatePicker } from '.';

// Fixed dates, never today's: screenshots must not change with the calendar.
const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'End date',
    defaultValue: '2026-03-15',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pick one day from a calendar. The button shows it as DD-MM-YYYY; picking a day applies it and closes ' +
          'the calendar, Clear removes it. Days outside `minValue`/`maxValue` (YYYY-MM-DD; 1900-01-01 to ' +
          '2100-01-01 by default) are disabled. Values are YYYY-MM-DD strings, as the contracts send them.',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: RegExp) => screen.getByRole('button', { name });

export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'End date 15-03-2026' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValue: null, isOptional: true, description: 'Access ends after this day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Select a date/ })).toHaveAccessibleDescription(
      'Access ends after this day.',
    );
  },
};

/** A click on a day applies it and closes the calendar. */
export const PickWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /End date/ });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'End date' });
    await userEvent.click(day(/March 20, 2026/));
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName('End date 20-03-2026');
    await userEvent.unhover(trigger);
  },
};

/** Enter opens the calendar on the picked day; arrow keys move; Enter picks; focus returns to the button. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /End date/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'End date' });
    await waitFor(() => expect(day(/March 15, 2026/)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(day(/March 23, 2026/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-23');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Days before `minValue` cannot be picked; with no day picked, the calendar opens on `defaultFocusedValue`. */
export const NotBeforeMinValue: Story = {
  args: { defaultValue: null, minValue: '2026-03-10', defaultFocusedValue: '2026-03-10' },
  globals: { locale: 'fr-CA' },
  // The open calendar lies outside the story's canvas.
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /End date/ }));
    await screen.findByRole('dialog', { name: 'End date' });
    await expect(day(/^lundi 9 mars 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(/^mardi 10 mars 2026/)).not.toHaveAttribute('aria-disabled');
  },
};

/** Clear removes the picked day, for an optional date. */
export const Clear: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /End date/ }));
    await screen.findByRole('dialog', { name: 'End date' });
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Seleccione una fecha/ })).toBeVisible();
  },
};
