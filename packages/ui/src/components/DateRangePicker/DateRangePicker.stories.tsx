import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { DateRangePicker } from '.';

// Fixed dates, never today's: screenshots must not change with the calendar.
const firstHalfOfMarch = { start: '2026-03-01', end: '2026-03-15' };

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Date range',
    defaultValue: firstHalfOfMarch,
    onChange: fn(),
  },
  argTypes: {
    displayFormat: { control: 'inline-radio', options: ['MMM DD', 'DD-MM-YYYY'] },
    maxDays: { control: 'number' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pick a range of days from a calendar. The button shows the applied range (`displayFormat` ' +
          "'MMM DD' by default, or 'DD-MM-YYYY'); in the calendar the first day picked is the start and the " +
          'second the end, Done applies the range and Reset restores the dates it opened with. Days outside ' +
          '`minValue`/`maxValue` (1900-01-01 to 2100-01-01 by default) are disabled; with `maxDays` a longer ' +
          'range shows "Date range can\'t be more than 30 days" and cannot be applied. Texts are localised and ' +
          'replaceable (`doneLabel`, `resetLabel`, `maxDaysMessage`, `placeholder`).',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: RegExp) => screen.getByRole('button', { name });

/** The picker's popup once its calendar is in it: the calendar's code arrives the first time a picker opens. */
async function calendarDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('grid');
  return dialog;
}

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Tabs to the picker and opens it with Enter: the calendar opens with focus on the applied range's first day. */
async function openWithKeyboard(userEvent: UserEvent) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await calendarDialog('Date range');
  await waitFor(() => expect(day(/March 1, 2026/)).toHaveFocus());
  return dialog;
}

export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Date range Mar 01 – Mar 15' })).toBeVisible();
  },
};

/** Day-month-year numbers, as the activity log and the data dictionary write them. */
export const DayMonthYear: Story = {
  args: { displayFormat: 'DD-MM-YYYY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /01-03-2026 – 15-03-2026/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValue: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Date range Select dates' })).toBeVisible();
  },
};

/** Two clicks pick the start and the end; Done applies them and closes the calendar. */
export const PickWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await userEvent.click(trigger);
    await calendarDialog('Date range');
    await userEvent.click(day(/March 20, 2026/));
    await userEvent.click(day(/March 25, 2026/));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: '2026-03-20',
      end: '2026-03-25',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName('Date range Mar 20 – Mar 25');
    await userEvent.unhover(trigger);
  },
};

/**
 * Enter opens the calendar on the range's first day; arrow keys move through the days; Tab reaches Reset
 * and Done. Done on the unchanged range closes the calendar without reporting a change.
 */
export const KeyboardNavigation: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    const dialog = await openWithKeyboard(userEvent);
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(/March 8, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(/March 9, 2026/)).toHaveFocus();

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A whole range from the keyboard: Enter opens the calendar on the applied range's first day, arrow keys
 * move to the new start and Enter picks it, arrow keys stretch the range to its end and Space picks that,
 * then Done applies it. Picking the start moves focus on to the next day, as react-aria's range calendar
 * does for the keyboard, so the highlighted range shows at once that an end is expected.
 */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    const dialog = await openWithKeyboard(userEvent);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(day(/March 16, 2026/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(day(/March 17, 2026/)).toHaveFocus();
    await expect(day(/March 16, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(day(/March 15, 2026/).closest('td')).not.toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(day(/March 20, 2026/)).toHaveFocus();
    await userEvent.keyboard(' ');
    // Focus stays on the end, whose name now announces the whole range.
    await expect(day(/^Selected Range: Monday, March 16 to Friday, March 20, 2026, Friday/)).toHaveFocus();
    await expect(day(/March 18, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      start: '2026-03-16',
      end: '2026-03-20',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName('Date range Mar 16 – Mar 20');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the calendar without applying what was picked. */
export const EscapeDiscards: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await userEvent.click(trigger);
    await calendarDialog('Date range');
    await userEvent.click(day(/March 20, 2026/));
    await userEvent.click(day(/March 25, 2026/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveAccessibleName('Date range Mar 01 – Mar 15');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
};

/** Reset puts back the dates the calendar opened with. */
export const Reset: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, userEvent, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await calendarDialog('Date range');
    await userEvent.click(day(/March 20, 2026/));
    await userEvent.click(day(/March 25, 2026/));
    await expect(day(/March 22, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');

    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    await userEvent.click(reset);
    await expect(day(/March 22, 2026/).closest('td')).not.toHaveAttribute('aria-selected', 'true');
    await expect(day(/March 10, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.unhover(reset);
  },
};

/** The activity log allows 30 days at most: a longer range is flagged and Done is disabled. */
export const MaxDays: Story = {
  args: { maxDays: 30, displayFormat: 'DD-MM-YYYY', label: 'Activity dates' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Activity dates/ }));
    await calendarDialog('Activity dates');
    await userEvent.click(day(/March 1, 2026/));
    const lastOfMarch = day(/March 31, 2026/);
    await userEvent.click(lastOfMarch);
    await expect(screen.getByText("Date range can't be more than 30 days")).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.unhover(lastOfMarch);
  },
};

/** Days outside the bounds cannot be picked. */
export const Bounds: Story = {
  args: { minValue: '2026-03-01', maxValue: '2026-03-20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const dialog = await calendarDialog('Date range');
    await expect(day(/March 21, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.querySelector('[slot="next"]')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toBeDisabled();
  },
};

/** The calendar, month names and buttons in Mexican Spanish. */
export const InSpanish: Story = {
  args: { label: 'Rango de fechas' },
  globals: { locale: 'es-MX' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Rango de fechas/ });
    await expect(trigger).toHaveAccessibleName('Rango de fechas mar 01 – mar 15');
    await userEvent.click(trigger);
    const dialog = await calendarDialog('Rango de fechas');
    await expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Restablecer' })).toBeEnabled();
    await userEvent.unhover(trigger);
  },
};

/** Canadian French, with the range limit's message. */
export const InFrench: Story = {
  args: { label: 'Plage de dates', maxDays: 30 },
  globals: { locale: 'fr-CA' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Plage de dates/ }));
    const dialog = await calendarDialog('Plage de dates');
    await userEvent.click(within(dialog).getByRole('button', { name: /dimanche 1 mars 2026/ }));
    const last = within(dialog).getByRole('button', { name: /31 mars 2026/ });
    await userEvent.click(last);
    await expect(within(dialog).getByText('La plage de dates ne peut pas dépasser 30 jours')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Terminé' })).toBeDisabled();
    await userEvent.unhover(last);
  },
};

/** Windows high contrast: the picked range, the focused day and the buttons stay visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ userEvent }) => {
    await openWithKeyboard(userEvent);
  },
};
