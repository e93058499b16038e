import type { Locale } from '@partner-insights/contracts';
import type { MailBlock, MailContent } from './mail-template';

/** A message as sent: its subject, and its body as plain text and as HTML. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** French sets a colon off from the word before it, with a space that does not break. */
const colonIn = (locale: Locale) => (locale === 'fr-CA' ? '\u00a0: ' : ': ');

function blockText(block: MailBlock, locale: Locale): string {
  const colon = colonIn(locale);
  if ('paragraph' in block) return block.paragraph;
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}${colon}${value}`).join('\n');
  return `${block.link.text}${colon}${block.link.url}`;
}

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph).replaceAll('\n', '<br>')}</p>`;
  if ('fields' in block) {
    const rows = block.fields.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding-right:1em">${escapeHtml(label)}</th>` +
        `<td>${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    );
    return `<table>${rows.join('')}</table>`;
  }
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.text)}</a></p>`;
}

/** Renders a message as plain text (blocks apart by a blank line) and as a small HTML document in its language. */
export function renderMail({ subject, body }: MailContent, locale: Locale): RenderedMail {
  return {
    subject,
    text: `${body.map((block) => blockText(block, locale)).join('\n\n')}\n`,
    html:
      `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body>${body.map(blockHtml).join('')}</body></html>\n`,
  };
}
