// Forms posted as the app posts them: the fields as a JSON part beside an optional file, and files to attach.
import type { Hono } from 'hono';
import type { FormParts } from '../../features/support';
import { fromAddress } from './seeded-test-app';

export interface MultipartPost {
  readonly parts: FormParts;
  /** Sent as JSON unless text; null leaves the part out. */
  readonly detail: unknown;
  /** Text sends a part that is not a file. */
  readonly file?: File | string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The client's address, where the route counts it. */
  readonly address?: string;
}

/** Posts the form as multipart/form-data, its content type and boundary set by the body. */
export function postMultipart(
  app: Hono,
  path: string,
  { parts, detail, file, headers, address }: MultipartPost,
): Promise<Response> | Response {
  const form = new FormData();
  if (detail !== null) form.set(parts.detail, typeof detail === 'string' ? detail : JSON.stringify(detail));
  if (file) form.set(parts.file, file);
  return app.request(path, { method: 'POST', headers, body: form }, address ? fromAddress(address) : undefined);
}

export const PDF_START = '%PDF-1.7\n';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes whose content starts as its type's files do. */
function fileOfSize(size: number, start: Uint8Array, name: string, type: string): File {
  const content = new Uint8Array(size).fill(0x20);
  content.set(start);
  return new File([content], name, { type });
}

export const pdfOfSize = (size: number) =>
  fileOfSize(size, new TextEncoder().encode(PDF_START), 'export.pdf', 'application/pdf');

export const pngOfSize = (size: number) => fileOfSize(size, new Uint8Array(PNG_SIGNATURE), 'screen.png', 'image/png');

/** A Windows program, whatever it is named and declared as. */
export const programNamed = (name: string, type: string) =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], name, { type });
