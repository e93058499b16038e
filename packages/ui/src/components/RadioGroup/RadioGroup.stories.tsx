import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Account type',
    onChange: fn(),
    children: [
      <Radio key="supplier" value="supplier">
        Supplier
      </Radio>,
      <Radio key="associate" value="associate">
        Associate
      </Radio>,
    ],
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Exactly one choice among a few options, all visible. Tab enters the group at the selected option, ' +
          'arrow keys change the selection. For many options use a Select.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen by clicking an option's label; the pointer then leaves so the screenshot shows it at rest. */
export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Account type' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Associate'));
    await expect(canvas.getByRole('radio', { name: 'Associate' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('associate');
    await userEvent.unhover(canvas.getByText('Associate'));
  },
};

/** Tab reaches the selected option (showing the focus ring); arrow keys move the selection. */
export const KeyboardFocus: Story = {
  args: { defaultValue: 'supplier' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const associate = canvas.getByRole('radio', { name: 'Associate' });
    await expect(associate).toHaveFocus();
    await expect(associate).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('associate');
  },
};

export const WithDescriptions: Story = {
  args: {
    description: 'Who the ticket is about.',
    children: [
      <Radio key="supplier" value="supplier" description="A company that sells to the retailer.">
        Supplier
      </Radio>,
      <Radio key="associate" value="associate" description="An employee of the retailer.">
        Associate
      </Radio>,
    ],
  },
  // An option is described by its own help text, then the group's.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Who the ticket is about.');
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveAccessibleDescription(
      'A company that sells to the retailer. Who the ticket is about.',
    );
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'supplier' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Associate' })).toBeChecked();
    await userEvent.tab();
  },
};

/** Nothing chosen in a required group: the error is read with the group. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Select account type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Select account type');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'supplier' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Associate' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Associate'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One option out of reach: the others stay selectable. */
export const DisabledOption: Story = {
  args: {
    children: [
      <Radio key="supplier" value="supplier">
        Supplier
      </Radio>,
      <Radio key="associate" value="associate" isDisabled>
        Associate
      </Radio>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Associate' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toBeEnabled();
  },
};

export const OptionalInSpanish: Story = {
  globals: { locale: 'es-MX' },
  args: {
    label: 'Tipo de cuenta',
    isOptional: true,
    children: [
      <Radio key="supplier" value="supplier">
        Proveedor
      </Radio>,
      <Radio key="associate" value="associate">
        Asociado
      </Radio>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de cuenta (opcional)' })).toBeInTheDocument();
  },
};

/** Windows high contrast: the circles, the selection, the focus ring and the disabled state use system colours. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  args: {
    defaultValue: 'supplier',
    children: [
      <Radio key="supplier" value="supplier">
        Supplier
      </Radio>,
      <Radio key="associate" value="associate">
        Associate
      </Radio>,
      <Radio key="agency" value="agency" isDisabled>
        Agency
      </Radio>,
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus();
  },
};
