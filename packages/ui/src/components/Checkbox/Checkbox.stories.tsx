import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    children: 'Submit on behalf of someone else',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox answers a yes/no question on its own, or offers one of several options inside a ' +
          '`CheckboxGroup`, which carries the label, help text and error of the set. Space toggles it.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled by clicking its label; the pointer then leaves so the screenshot shows it at rest. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Submit on behalf of someone else' });
    await userEvent.click(canvas.getByText('Submit on behalf of someone else'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(checkbox);
  },
};

/** Reached with Tab it shows the focus ring; Space toggles it. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Partly selected: announced as mixed until pressed. */
export const Indeterminate: Story = {
  args: { children: 'Select all users', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'You will be asked for their contact details.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'You will be asked for their contact details.',
    );
  },
};

/** A required checkbox left empty shows its error, read with the checkbox. */
export const Invalid: Story = {
  tags: ['focus-ring'],
  args: {
    children: 'I accept the data sharing addendum',
    isInvalid: true,
    errorMessage: 'Accept the addendum to continue',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Accept the addendum to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Submit on behalf of someone else'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A group: one label for the set; arrow keys are not used, Tab moves from box to box. */
export const Group: Story = {
  tags: ['focus-ring'],
  render: () => (
    <CheckboxGroup
      label="Products"
      description="Choose the products the user may launch."
      defaultValue={['shopper-behavior']}
    >
      <Checkbox value="shopper-behavior">Shopper Behavior</Checkbox>
      <Checkbox value="report-builder">Report Builder</Checkbox>
      <Checkbox value="customer-pulse">Customer Pulse</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Products' });
    await expect(group).toHaveAccessibleDescription('Choose the products the user may launch.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Report Builder' })).toBeChecked();
    await userEvent.click(canvas.getByText('Customer Pulse'));
    await expect(canvas.getByRole('checkbox', { name: 'Customer Pulse' })).toBeChecked();
    await userEvent.unhover(canvas.getByText('Customer Pulse'));
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Products" isInvalid errorMessage="Choose at least one product">
      <Checkbox value="shopper-behavior">Shopper Behavior</Checkbox>
      <Checkbox value="report-builder">Report Builder</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Products' })).toHaveAccessibleDescription(
      'Choose at least one product',
    );
  },
};

/** Laid out in a row, and marked optional in the reader's language. */
export const GroupHorizontalInFrench: Story = {
  globals: { locale: 'fr-CA' },
  render: () => (
    <CheckboxGroup label="Marchés" orientation="horizontal" isOptional>
      <Checkbox value="US">États-Unis</Checkbox>
      <Checkbox value="MX">Mexique</Checkbox>
      <Checkbox value="CA">Canada</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Marchés (facultatif)' })).toBeInTheDocument();
  },
};

/** Windows high contrast: the box, its mark, the focus ring and the disabled state use system colours. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox {...args}>Unselected</Checkbox>
      <Checkbox {...args} defaultSelected>
        Selected
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Unselected' })).toHaveFocus();
  },
};
