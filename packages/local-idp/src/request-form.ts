import type { IncomingMessage } from 'node:http';

/** Far above an email and a password. */
const MAX_FORM_BYTES = 4 * 1024;

/** The fields of an urlencoded form posted to the provider. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('Form too large');
  }
  return new URLSearchParams(body);
}
