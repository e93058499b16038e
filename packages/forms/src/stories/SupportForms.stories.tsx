import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { SUPPORT_ACCOUNT_TYPES } from '@partner-insights/contracts';

import { SchemaForm } from '../SchemaForm';
import { choose, fileInputIn, fileOfSize, optionsOf, selectButton } from './storyHelpers';
import { contactUsForm, incidentForm } from './supportForms';

/** An incident filled in as far as the required reading asks, by someone raising it for themselves. */
const completeIncident = {
  accountType: SUPPORT_ACCOUNT_TYPES.supplier,
  supportType: 1463,
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  firstName: 'Ana',
  lastName: 'García',
  primaryContactEmail: 'ana@acme-foods.test',
  companyName: 'Acme Foods',
  callBackNumber: '+1 555 010 0100',
  situationDescription: 'I need access to Report Builder for the new category.',
};

const meta = {
  title: 'Forms/Support forms',
  component: SchemaForm<unknown>,
  args: {
    form: incidentForm('optional'),
    onSubmit: fn(),
    layout: 'grid',
  },
  // Wide enough for the long forms to fit the screen in four columns.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The support incident and contact-us forms, described with the schemas the server validates with ' +
          "(`incidentDetailSchema` and `contactUsSchema` from contracts). The spec's two readings differ in " +
          'whether issue, issue type, sub-issue type and the call-back number (contact phone) are optional. ' +
          'Issue, issue type and sub-issue type come from one list grouped by parent id; "Submit on behalf of ' +
          'someone else" reveals the contact fields.',
      },
    },
  },
} satisfies Meta<typeof SchemaForm<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Optional reading, submitted empty: the issue fields and call-back number are marked optional and not asked for. */
export const IncidentOptionalReading: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(selectButton(canvasElement, 'Account type')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Select an option Issue (optional)' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Call back number (optional)' })).toBeInTheDocument();
    await expect(canvas.queryByText('Select issue')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Enter call back number')).not.toBeInTheDocument();
    await expect(canvas.getByText('Enter description')).toBeVisible();
  },
};

/** Required reading, submitted empty: every field is asked for, the issue fields and call-back number too. */
export const IncidentRequiredReading: Story = {
  args: { form: incidentForm('required') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(selectButton(canvasElement, 'Account type')).toHaveFocus());
    for (const prompt of [
      'Select account type',
      'Select support type',
      'Select issue',
      'Select issue type',
      'Select sub-issue type',
      'Enter first name',
      'Enter last name',
      'Enter primary contact email',
      'Enter company name',
      'Enter call back number',
      'Enter description',
    ]) {
      await expect(canvas.getByText(prompt)).toBeVisible();
    }
  },
};

/** A complete incident is sent trimmed to the schema's fields; the attachment comes with the raw values. */
export const IncidentSubmitted: Story = {
  args: { form: incidentForm('required'), defaultValues: completeIncident },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const attachment = fileOfSize('access-request.pdf', 1024 * 1024);
    await userEvent.upload(fileInputIn(canvasElement), attachment);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Call back number' }), ' x');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter a valid phone number')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Call back number' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}{Backspace}{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { ...completeIncident, onBehalfOfSomeoneElse: false },
        expect.objectContaining({ incidentAttachment: attachment }),
      ),
    );
  },
};

/** The contact-us form in the required reading, submitted empty. */
export const ContactUs: Story = {
  args: { form: contactUsForm('required') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Supplier' })).toHaveFocus());
    for (const prompt of ['Enter name', 'Enter phone number', 'Select support type', 'Select issue']) {
      await expect(canvas.getByText(prompt)).toBeVisible();
    }
  },
};

/** The contact-us form in the optional reading: the issue fields and the phone may stay empty. */
export const ContactUsOptionalReading: Story = {
  args: { form: contactUsForm('optional') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Contact phone (optional)' })).not.toBeRequired();
  },
};

/** Each issue field offers the options under the choice above it; choosing again above clears the fields below. */
export const DependentOptions: Story = {
  play: async ({ canvasElement, canvas }) => {
    await choose(canvasElement, 'Support type', 'Report issue');
    await expect(await optionsOf(canvasElement, 'Issue')).toEqual(['Data looks wrong', 'Report does not load']);
    await choose(canvasElement, 'Issue', 'Data looks wrong');
    await choose(canvasElement, 'Issue type', 'Missing data');
    await choose(canvasElement, 'Sub-issue type', 'Inventory');
    await choose(canvasElement, 'Support type', 'Request access');
    await expect(canvas.getByRole('button', { name: 'Select an option Issue (optional)' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Select an option Sub-issue type (optional)' }),
    ).toBeInTheDocument();
    await choose(canvasElement, 'Issue', 'Access request');
    await expect(await optionsOf(canvasElement, 'Issue type')).toEqual(['New access', 'Change of access']);
  },
};

/** "Submit on behalf of someone else" reveals the contact fields, which are then asked for. */
export const OnBehalfReveal: Story = {
  args: { form: incidentForm('required'), defaultValues: completeIncident },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Contact email' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Submit on behalf of someone else' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Contact first name' })).toHaveFocus());
    await expect(canvas.getByText('Enter contact email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The attachment takes 10 MB (10485760 bytes); one byte more is refused with the size error. */
export const AttachmentTooLarge: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('export-10MB.pdf', 10485760));
    await expect(canvas.getByText('export-10MB.pdf')).toBeVisible();
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('export-too-large.pdf', 10485761));
    await expect(canvas.getByText('The file is too large. The maximum size is 10 MB.')).toBeVisible();
    await expect(canvas.queryByText('export-too-large.pdf')).not.toBeInTheDocument();
  },
};
