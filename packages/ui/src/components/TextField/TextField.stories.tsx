import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'First name',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password'] },
  },
  decorators: [withMaxWidth('24rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input. Fields are required unless `isOptional` marks them "(optional)"; add ' +
          '`description` for help text and `errorMessage` with `isInvalid` (or a failed validation) for errors, ' +
          'which are read with the field. `hasMaxLength` applies the 50-character limit, `isMultiline` a ' +
          'three-row text area.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicked and typed into; the label names the input. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.click(input);
    await userEvent.keyboard('Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana');
  },
};

/** A password: typed characters are masked, and the input keeps its label. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.keyboard('demo-password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('demo-password');
  },
};

/** Reached with Tab: the focus ring shows where typing goes. */
export const KeyboardFocus: Story = {
  args: { placeholder: 'As on your ID' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { label: 'Primary contact email', type: 'email', description: 'We send ticket updates here.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary contact email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send ticket updates here.');
  },
};

export const Placeholder: Story = {
  args: { label: 'Call back number', type: 'tel', placeholder: '555 010 0100' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('type', 'tel');
  },
};

/** Required fields carry no marker (every field is, unless marked optional), but are announced as required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeRequired();
  },
};

export const Optional: Story = {
  tags: ['focus-ring'],
  args: { label: 'Call back number', type: 'tel', isOptional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Call back number (optional)' })).not.toBeRequired();
  },
};

/** The error is shown under the field and read as part of its description. */
export const Invalid: Story = {
  tags: ['focus-ring'],
  args: {
    label: 'Primary contact email',
    type: 'email',
    defaultValue: 'ana@',
    isInvalid: true,
    errorMessage: 'Enter a valid primary contact email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid primary contact email');
  },
};

/** A required field left empty: submitting the form shows the error and moves focus to the field. */
export const RequiredLeftEmpty: Story = {
  args: { isRequired: true, errorMessage: 'Enter your first name' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <div style={{ marginTop: '1rem' }}>
        <Button type="submit">Submit</Button>
      </div>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Enter your first name');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Read-only text can be focused and selected but not changed. */
export const ReadOnly: Story = {
  args: { label: 'Company name', isReadOnly: true, defaultValue: 'Acme Foods' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Acme Foods');
    await userEvent.tab();
  },
};

/** With the max-length flag, typing stops at 50 characters. */
export const MaxLength: Story = {
  args: { label: 'Subject', hasMaxLength: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('maxlength', '50');
    await userEvent.click(input);
    await userEvent.keyboard('x'.repeat(60));
    await expect(input).toHaveValue('x'.repeat(50));
    await userEvent.tab();
  },
};

/** A text area of three rows; Enter starts a new line. */
export const Multiline: Story = {
  tags: ['focus-ring'],
  args: { label: 'Situation description', isMultiline: true },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Situation description' });
    await expect(textArea).toHaveAttribute('rows', '3');
    await userEvent.click(textArea);
    await userEvent.keyboard('The export stopped.{Enter}It says the file is too large.');
    await expect(textArea).toHaveValue('The export stopped.\nIt says the file is too large.');
    await userEvent.tab();
  },
};

export const InSpanish: Story = {
  args: { label: 'Número de contacto', type: 'tel', isOptional: true, description: 'Solo dígitos' },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Número de contacto (opcional)' })).toBeInTheDocument();
  },
};

/** The "(optional)" marker can be replaced. */
export const CustomOptionalLabel: Story = {
  args: { label: 'Middle name', isOptional: true, optionalLabel: '(if any)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Middle name (if any)' })).toBeInTheDocument();
  },
};

/** At the 425 px mobile width the field fills the line. */
export const Mobile: Story = {
  args: { description: 'As on your ID' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Windows high contrast: the box edge, focus ring and disabled state keep their system colours. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField {...args} />
      <TextField {...args} label="Email" isInvalid errorMessage="Enter a valid email" />
      <TextField {...args} label="Company name" isDisabled defaultValue="Acme Foods" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};
