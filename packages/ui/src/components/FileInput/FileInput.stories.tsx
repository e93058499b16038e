import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { withMaxWidth } from '../../../../../.storybook/decorators';
import { dropFilesFromDesktop } from '../../../../../.storybook/desktopDrop';
import { FileInput } from './FileInput';

/** A file of the given size; its bytes are all zero, only the size matters here. */
const fileOfSize = (name: string, sizeBytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(sizeBytes)], name, { type });

const chooseFile = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file input is missing.');
  return input;
};

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    label: 'Attachment',
    onChange: fn(),
  },
  decorators: [withMaxWidth('28rem')],
  parameters: {
    docs: {
      description: {
        component:
          'One file, chosen with the button or dropped on the field, then shown with its name and size and a ' +
          'remove button. Files over `maxSizeBytes` (10 MB by default: 10485760 bytes is accepted, one byte ' +
          'more is not) are refused with "The file is too large. The maximum size is 10 MB."',
      },
    },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the drop area (which takes a pasted file), then the picker; a chosen file shows with its size. */
export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Attachment' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop or paste a file' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();

    const report = fileOfSize('sales-report.pdf', 1536);
    await userEvent.upload(chooseFile(canvasElement), report);
    await expect(args.onChange).toHaveBeenCalledWith(report);
    await expect(canvas.getByText('sales-report.pdf')).toBeVisible();
    await expect(canvas.getByText('1.5 kB')).toBeVisible();
  },
};

/** Exactly 10 MB is within the limit. */
export const AtTheLimit: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const export10MB = fileOfSize('export.pdf', 10485760);
    await userEvent.upload(chooseFile(canvasElement), export10MB);
    await expect(args.onChange).toHaveBeenCalledWith(export10MB);
    await expect(canvas.getByText('10 MB')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** One byte over 10 MB: refused, with an error naming the limit that is announced and describes the field. */
export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFile(canvasElement), fileOfSize('export.pdf', 10485761));
    const message = 'The file is too large. The maximum size is 10 MB.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(message);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file dropped on the field is chosen like a picked one. */
export const DropFile: Story = {
  play: async ({ args, canvas }) => {
    const dropArea = canvas.getByRole('button', { name: 'Drop or paste a file' });
    await dropFilesFromDesktop(dropArea, [{ name: 'sales-report.pdf', sizeBytes: 1536 }]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'sales-report.pdf', size: 1536 })),
    );
    await expect(canvas.getByText('sales-report.pdf')).toBeVisible();
    await expect(canvas.getByText('1.5 kB')).toBeVisible();
  },
};

/** A dropped file over the limit is refused with the same size error. */
export const DropTooLarge: Story = {
  play: async ({ args, canvas }) => {
    const dropArea = canvas.getByRole('button', { name: 'Drop or paste a file' });
    await dropFilesFromDesktop(dropArea, [{ name: 'export.pdf', sizeBytes: 10485761 }]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is too large. The maximum size is 10 MB.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByText('export.pdf')).not.toBeInTheDocument();
  },
};

/** Removed from the keyboard: focus goes back to the picker. */
export const RemoveWithKeyboard: Story = {
  args: { defaultFile: fileOfSize('sales-report.pdf', 2048) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove sales-report.pdf' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('sales-report.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};

export const RemoveWithPointer: Story = {
  args: { defaultFile: fileOfSize('sales-report.pdf', 2048) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove sales-report.pdf' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** A chosen file with a long name: the name is cut short, the size and remove button stay, at 425 px. */
export const ChosenOnMobile: Story = {
  args: {
    defaultFile: fileOfSize('quarterly-supplier-scorecard-acme-foods-2026-q3-final.xlsx', 734003),
    description: 'PDF or Excel, up to 10 MB.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The picker offers only the accepted types. */
export const AcceptedTypes: Story = {
  args: { accept: ['application/pdf', '.xlsx'], description: 'PDF or Excel, up to 10 MB.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(chooseFile(canvasElement)).toHaveAttribute('accept', 'application/pdf,.xlsx');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('PDF or Excel, up to 10 MB.');
  },
};

/** A smaller limit: the message names it. */
export const CustomLimit: Story = {
  args: { maxSizeBytes: 2 * 1024 * 1024 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(chooseFile(canvasElement), fileOfSize('export.pdf', 3 * 1024 * 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is too large. The maximum size is 2 MB.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Attach the signed addendum' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Attach the signed addendum');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(choose).toBeDisabled();
    await userEvent.tab();
    await expect(choose).not.toHaveFocus();
  },
};

/** Every text in the reader's language, sizes formatted for it. */
export const TooLargeInFrench: Story = {
  args: { label: 'Pièce jointe', isOptional: true },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Pièce jointe (facultatif)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choisir un fichier' })).toBeInTheDocument();
    await userEvent.upload(chooseFile(canvasElement), fileOfSize('export.pdf', 10485761));
    // The matcher folds the no-break space French puts before the unit into a plain one.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le fichier est trop volumineux. La taille maximale est de 10 Mo.',
    );
  },
};

export const ChosenInSpanish: Story = {
  tags: ['focus-ring'],
  args: { label: 'Archivo adjunto', defaultFile: fileOfSize('informe.pdf', 1536) },
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quitar informe.pdf' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toBeInTheDocument();
  },
};

/** Every text can be replaced. */
export const CustomTexts: Story = {
  args: {
    chooseLabel: 'Attach a screenshot',
    dropLabel: 'or drag it onto this box',
    dropZoneLabel: 'Drop or paste a screenshot',
    tooLargeMessage: 'Screenshots must be 10 MB or less.',
    removeLabel: 'Remove the screenshot',
    defaultFile: fileOfSize('screen.png', 4096, 'image/png'),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Remove the screenshot' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Drop or paste a screenshot' })).toBeInTheDocument();
    await userEvent.upload(chooseFile(canvasElement), fileOfSize('huge.png', 10485761, 'image/png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Screenshots must be 10 MB or less.');
  },
};

/** Windows high contrast: the drop area, buttons, focus ring and chosen file keep system colours. */
export const ForcedColors: Story = {
  args: { defaultFile: fileOfSize('sales-report.pdf', 2048) },
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop or paste a file' })).toHaveFocus();
  },
};
