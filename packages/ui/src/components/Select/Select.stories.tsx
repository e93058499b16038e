import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { Select } from '.';

const supportTypes = [
  { id: 'access', label: 'Request access' },
  { id: 'data', label: 'Data questions' },
  { id: 'login', label: 'Login and password' },
  { id: 'reports', label: 'Reports and dashboards' },
  { id: 'billing', label: 'Billing', isDisabled: true },
  { id: 'onboarding', label: 'Supplier onboarding' },
  { id: 'integration', label: 'Data integration' },
  { id: 'other', label: 'Something else' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Support type',
    options: supportTypes,
    onChange: fn(),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    placeholder: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [withMaxWidth('20rem')],
  parameters: {
    docs: {
      description: {
        component:
          'Choose one option from a list. Give it a `label` and `options` (`{ id, label, isDisabled? }`); add ' +
          '`description` for helper text and `isInvalid` with `errorMessage` for errors. Controlled with `value` ' +
          'and `onChange`, or uncontrolled with `defaultValue`. The list is up to 14rem tall, then scrolls.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its placeholder and helper text; the helper text describes the button. */
export const Default: Story = {
  tags: ['focus-ring'],
  args: { description: 'Choose the topic closest to your question.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await expect(trigger).toHaveAccessibleDescription('Choose the topic closest to your question.');
    await expect(trigger).toHaveTextContent('Select an option');
  },
};

export const CustomPlaceholder: Story = {
  args: { placeholder: 'Choose a support type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Support type/ })).toHaveTextContent('Choose a support type');
  },
};

/** Opened with the pointer: the list scrolls past 14rem and the disabled option cannot be chosen. */
export const Open: Story = {
  args: { defaultValue: 'data' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Support type/ }));
    const listBox = await screen.findByRole('listbox');
    await expect(within(listBox).getByRole('option', { name: 'Data questions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const billing = within(listBox).getByRole('option', { name: 'Billing' });
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(billing);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(listBox.scrollHeight).toBeGreaterThan(listBox.clientHeight);
    await userEvent.unhover(billing);
  },
};

/** A click on an option chooses it and closes the list. */
export const ChooseWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Login and password' }));
    await expect(args.onChange).toHaveBeenCalledWith('login');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Login and password');
    await userEvent.unhover(trigger);
  },
};

/** Arrow keys open the list and move through it, skipping the disabled option; Enter chooses. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listBox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listBox).getByRole('option', { name: 'Request access' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(listBox).getByRole('option', { name: 'Supplier onboarding' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('onboarding');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Supplier onboarding');
  },
};

/** Escape closes the list without changing the value. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'reports' },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Reports and dashboards');
  },
};

/** The error text joins the helper text under the control, and both are read as its description. */
export const Invalid: Story = {
  tags: ['focus-ring'],
  args: {
    isInvalid: true,
    isRequired: true,
    description: 'Choose the topic closest to your question.',
    errorMessage: 'Please select a support type',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await expect(canvas.getByText('Please select a support type')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/Please select a support type/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'data' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Support type/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** At a phone's width the field and its list fit the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Support type/ }));
    const listBox = await screen.findByRole('listbox');
    await expect(listBox.getBoundingClientRect().right).toBeLessThanOrEqual(425);
  },
};

/** The placeholder speaks the reader's language. */
export const InSpanish: Story = {
  args: { label: 'Tipo de soporte', options: [{ id: 'data', label: 'Preguntas sobre datos' }] },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Tipo de soporte/ })).toHaveTextContent('Seleccione una opción');
  },
};

/** Windows high contrast: the control's edge, its focus ring, the focused option and the disabled one stay visible. */
export const ForcedColors: Story = {
  args: { defaultValue: 'data' },
  globals: { forcedColors: 'active' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listBox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listBox).getByRole('option', { name: 'Data questions' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Support type/ })).toHaveAttribute('aria-expanded', 'true');
  },
};
