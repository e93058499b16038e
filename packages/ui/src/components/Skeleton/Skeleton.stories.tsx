import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Placeholder shapes where content is loading: lines of text, or table rows (`variant="table"`, `rows={7}` for the data dictionary). The shapes are hidden from screen readers, which hear one polite "Loading" in the reader’s language (`label` overrides it).',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const hiddenShapes = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-hidden="true"]');

export const Text: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(hiddenShapes(canvasElement)?.children).toHaveLength(3);
  },
};

/** The data dictionary's seven rows. */
export const TableRows: Story = {
  args: { variant: 'table', rows: 7 },
  play: async ({ canvasElement }) => {
    await expect(hiddenShapes(canvasElement)?.children).toHaveLength(7);
  },
};

export const TableWithTwoColumns: Story = {
  args: { variant: 'table', rows: 3, columns: 2 },
};

export const CustomLabel: Story = {
  args: { label: 'Loading release notes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading release notes');
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement');
  },
};

export const Mobile: Story = {
  args: { variant: 'table', rows: 7 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Outlined in Windows high contrast, where fills disappear. */
export const ForcedColors: Story = {
  args: { variant: 'table', rows: 3 },
  globals: { forcedColors: 'active' },
};
