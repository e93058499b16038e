import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

describe('renderMail', () => {
  const content = {
    subject: 'Your <export> is ready',
    body: [
      { paragraph: 'Hello Ana,\nyour file is ready.' },
      { fields: [['File', 'sales & "returns".xlsx'] as const, ['Rows', '1,200'] as const] },
      { link: { text: 'Download it', url: 'https://localhost/exports/1?a=1&b=2' } },
    ],
  };

  it('writes plain text with the blocks a blank line apart, fields one a line', () => {
    expect(renderMail(content, 'en-US').text).toBe(
      'Hello Ana,\nyour file is ready.\n\n' +
        'File: sales & "returns".xlsx\nRows: 1,200\n\n' +
        'Download it: https://localhost/exports/1?a=1&b=2\n',
    );
  });

  it('sets a French colon off with a space that does not break', () => {
    expect(renderMail(content, 'fr-CA').text).toContain('File\u00a0: sales & "returns".xlsx\nRows\u00a0: 1,200');
  });

  it('writes an HTML document in the message’s language, escaping every text', () => {
    const { subject, html } = renderMail(content, 'fr-CA');
    expect(subject).toBe('Your <export> is ready');
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Your &#60;export&#62; is ready</title>');
    expect(html).toContain('<p>Hello Ana,<br>your file is ready.</p>');
    expect(html).toContain('<td>sales &#38; &#34;returns&#34;.xlsx</td>');
    expect(html).toContain('<a href="https://localhost/exports/1?a=1&#38;b=2">Download it</a>');
  });
});
