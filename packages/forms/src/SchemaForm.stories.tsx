import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { SchemaForm } from './SchemaForm';
import { everyFieldFilled, everyFieldForm, firstFieldsForm, sectionedForm } from './stories/everyField';
import { fileInputIn, fileOfSize, selectButton } from './stories/storyHelpers';

const meta = {
  title: 'Forms/SchemaForm',
  component: SchemaForm<unknown>,
  args: {
    form: everyFieldForm(),
    onSubmit: fn(),
    layout: 'grid',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A form described by data: `form.fields` lists field descriptors (id, type, label, placeholder, ' +
          'helperText, errorMessage, options, isOptional, dependsOn, shownWhen…) and `form.schema` is the valibot ' +
          'schema their values must pass. Text fields are validated when they lose focus, choices as soon as they ' +
          'are made, and everything on submit, when focus moves to the first invalid field. A schema message that ' +
          'names a shipped prompt ("enterFirstName") is shown in the reader\'s language; `errorMessage` on a ' +
          "descriptor and the `messages` prop override any text. `onSubmit` gets the schema's output and the raw " +
          'values; a rejected promise shows "Something went wrong while submitting the form..." with Try again. ' +
          'Fields may be grouped in sections (`{ title, description?, fields }`), each a fieldset titled by its ' +
          'legend; the grid is one column below 768 px, and text areas, files and sections take a whole row.',
      },
    },
  },
} satisfies Meta<typeof SchemaForm<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type, untouched. Required fields carry no marker; optional ones say so. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Call back number (optional)' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeRequired();
  },
};

/** Every field filled in; submitting sends the validated values. */
export const Filled: Story = {
  args: { defaultValues: everyFieldFilled },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: 'Ana', products: ['report-builder', 'shopper-behavior'] }),
        expect.objectContaining({ attachment: everyFieldFilled.attachment }),
      ),
    );
  },
};

/** Every change is reported with all the values, e.g. for the app to keep a draft. */
export const ReportsChanges: Story = {
  args: { onValuesChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ana');
    await waitFor(() =>
      expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Ana' })),
    );
  },
};

/** Submitted empty: every required field says what it needs, and focus moves to the first of them. */
export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus());
    for (const prompt of [
      'Select account type',
      'Enter first name',
      'Enter primary contact email',
      'Select support type',
      'Select at least one product',
      'Enter description',
      'Select the dates it happened',
      'Attach a screenshot or an export',
      'Confirm the details',
    ]) {
      await expect(canvas.getByText(prompt)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter first name');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A text field is checked when it loses focus, then again as it is corrected. */
export const ValidatedOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Primary contact email' });
    await userEvent.type(email, 'ana@');
    await expect(canvas.queryByText('Enter a valid email')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('We send ticket updates here. Enter a valid email');
    await userEvent.type(email, 'acme-foods.test');
    await waitFor(() => expect(canvas.queryByText('Enter a valid email')).not.toBeInTheDocument());
    await userEvent.tab();
  },
};

/** While the form is sent, the submit button is disabled and shows progress; the fields are locked. */
export const Submitting: Story = {
  args: { defaultValues: everyFieldFilled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await userEvent.unhover(submit);
  },
};

/** The server failed: the form says so and offers Try again, which sends the same values again. */
export const ServerError: Story = {
  args: { defaultValues: everyFieldFilled, onSubmit: fn(() => Promise.reject(new Error('Service unavailable'))) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong while submitting the form...');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstName: 'Ana', description: 'The sales export stops at 50 rows since Monday.' }),
      expect.anything(),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Try again' }));
  },
};

let attempts = 0;

/** Try again after a failure: once the server answers, the message goes away. */
export const TryAgainSucceeds: Story = {
  args: {
    defaultValues: everyFieldFilled,
    onSubmit: fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Service unavailable');
    }),
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Keyboard only: Tab moves through the fields, Enter submits, and focus lands on the first invalid field. */
export const KeyboardSubmit: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Primary contact email' })).toHaveFocus();
    await userEvent.keyboard('ana@acme-foods.test{Enter}');
    await waitFor(() => expect(selectButton(canvasElement, 'Support type')).toHaveFocus());
    await expect(canvas.getByText('Select support type')).toBeVisible();
    await expect(canvas.queryByText('Select account type')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A file over the field's limit is refused with the size error; one at the limit is taken. */
export const FileTooLarge: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('export.pdf', 10485761));
    await expect(canvas.getByText('The file is too large. The maximum size is 10 MB.')).toBeVisible();
    await expect(canvas.queryByText('export.pdf')).not.toBeInTheDocument();
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('export-10MB.pdf', 10485760));
    await expect(canvas.getByText('export-10MB.pdf')).toBeVisible();
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('export.pdf', 10485761));
  },
};

/** Any shipped text can be replaced: the prompts and the form's own texts by `messages`. */
export const CustomTexts: Story = {
  args: { messages: { submit: 'Send request', enterFirstName: 'Tell us your first name', optional: '(if any)' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Tell us your first name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Call back number (if any)' })).toBeInTheDocument();
  },
};

export const InSpanish: Story = {
  args: { form: everyFieldForm('es-MX') },
  globals: { locale: 'es-MX' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Ingrese el nombre');
    await expect(canvas.getByText('Ingrese el correo del contacto principal')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Número para devolver la llamada (opcional)' })).toBeVisible();
  },
};

export const InFrench: Story = {
  args: { form: everyFieldForm('fr-CA') },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Soumettre' }));
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('Entrez le prénom');
    await expect(canvas.getByText('Sélectionnez le type de compte')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de rappel (facultatif)' })).toBeVisible();
  },
};

/** The default layout: one field under another. */
export const Stacked: Story = {
  args: { form: firstFieldsForm, layout: 'stack' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [firstName, email] = canvas.getAllByRole('textbox');
    await expect(firstName?.getBoundingClientRect().left).toBe(email?.getBoundingClientRect().left);
  },
};

/** At the 425 px mobile width the fields take one column, each filling the line. */
export const Mobile: Story = {
  args: { form: firstFieldsForm },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus());
  },
};

/** Fields grouped in titled sections: each is a group named by its title, with its own grid of fields. */
export const Sectioned: Story = {
  args: { form: sectionedForm() },
  // Wide enough for the sections to fit the screen in four columns.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const about = canvas.getByRole('group', { name: 'About you' });
    await expect(within(about).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    const whatHappened = canvas.getByRole('group', { name: 'What happened' });
    await expect(whatHappened).toHaveAccessibleDescription('Tell us as much as you can: it helps us answer sooner.');
    await expect(within(whatHappened).getByRole('textbox', { name: 'Situation description' })).toBeInTheDocument();
  },
};

/** Submitted empty: every error shows its icon and its words, in each section. */
export const SectionedInvalid: Story = {
  args: { form: sectionedForm() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus());
    for (const prompt of ['Enter first name', 'Select support type', 'Select the dates it happened']) {
      const error = canvas.getByText(prompt).parentElement;
      await expect(error?.querySelector('svg')).toBeInTheDocument();
    }
    // Every error of the form, react-aria's and the pickers' own alike, has its icon.
    const errors = canvasElement.querySelectorAll('[slot="errorMessage"], [role="alert"]');
    for (const error of errors) await expect(error.querySelector('svg')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Submit' }));
  },
};

export const SectionedInSpanish: Story = {
  args: { form: sectionedForm('es-MX') },
  globals: { locale: 'es-MX', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sus datos' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Número para devolver la llamada (opcional)' })).toBeVisible();
  },
};

export const SectionedInFrench: Story = {
  args: { form: sectionedForm('fr-CA') },
  globals: { locale: 'fr-CA', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ce qui s’est passé' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de rappel (facultatif)' })).toBeVisible();
  },
};

/** On a phone every section's fields take one column, each filling the line. */
export const SectionedOnPhone: Story = {
  args: { form: sectionedForm() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [firstName, email] = canvas.getAllByRole('textbox');
    await expect(firstName?.getBoundingClientRect().left).toBe(email?.getBoundingClientRect().left);
    await expect(firstName?.getBoundingClientRect().width).toBe(email?.getBoundingClientRect().width);
  },
};

/** Reached with Tab: each field shows the focus ring; a text field shows it on any focus. */
export const KeyboardFocus: Story = {
  args: { form: firstFieldsForm },
  tags: ['focus-ring'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};
