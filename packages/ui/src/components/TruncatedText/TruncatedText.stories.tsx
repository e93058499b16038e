import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TruncatedText } from './TruncatedText';

const longText = 'Weekly sales by store and department, with the change against the same week of the previous year.';

const meta = {
  title: 'Content/TruncatedText',
  component: TruncatedText,
  parameters: {
    docs: {
      description: {
        component:
          'Long text (e.g. a table cell) cut at `maxLength` characters, 50 unless told (admin columns use 17 to 50), with a "see more" / "see less" toggle. The toggle is a button whose `aria-expanded` tells screen readers the state. Text that fits is shown whole, without a toggle. Characters are counted as readers see them: an emoji or accented letter is never split. Labels are localised and can be overridden.',
      },
    },
  },
  args: { text: longText },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Truncated: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/…$/)).toHaveTextContent(`${longText.slice(0, 50).trimEnd()}…`);
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Expanded with a click, collapsed again with Enter. */
export const ExpandAndCollapse: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'see more' }));
    const seeLess = canvas.getByRole('button', { name: 'see less' });
    await expect(seeLess).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(longText)).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.unhover(canvas.getByRole('button', { name: 'see more' }));
  },
};

/** From the keyboard: Tab to the toggle, Space expands it; the screenshot shows the whole text. */
export const ExpandedWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FitsWithoutToggle: Story = {
  args: { text: 'Shopper Behavior' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shopper Behavior')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An admin column's shorter limit. */
export const ShortLimit: Story = {
  args: { text: 'brightside-agency.test, brightside.example', maxLength: 17 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('brightside-agency…')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  args: { seeMoreLabel: 'Show full description', seeLessLabel: 'Show less of the description' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show full description' }));
    await expect(canvas.getByRole('button', { name: 'Show less of the description' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Show less of the description' }));
  },
};

export const InSpanish: Story = {
  args: {
    text: 'Ventas semanales por tienda y departamento, con el cambio frente a la misma semana del año anterior.',
  },
  globals: { locale: 'es-MX' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ver más' }));
    await expect(canvas.getByRole('button', { name: 'ver menos' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'ver menos' }));
  },
};

/** Expanded text wraps at 425 px. */
export const MobileExpanded: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ExpandedWithKeyboard.play,
};

export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
