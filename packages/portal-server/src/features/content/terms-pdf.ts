import { Lexer, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';

// The terms as a PDF, laid out from the same Markdown the page shows. PDFKit's built-in Helvetica covers the
// Latin letters of English, Spanish and French, and keeps the text extractable (search, copy, screen readers).

const MARGIN = 64;
const BODY_SIZE = 10.5;

/** Inline Markdown reduced to its words: PDF text here carries no links or emphasis. */
const inlineText = (token: Token): string =>
  'tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0
    ? token.tokens.map(inlineText).join('')
    : 'text' in token && typeof token.text === 'string'
      ? token.text
          .replace(/&amp;/g, '&')
          .replace(/&#39;/g, '’')
          .replace(/&quot;/g, '"')
      : '';

function writeBlock(pdf: PDFKit.PDFDocument, token: Token): void {
  switch (token.type) {
    case 'heading':
      pdf
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(token.depth <= 2 ? 13 : 11.5)
        .text(inlineText(token));
      pdf.moveDown(0.3);
      return;
    case 'paragraph':
      pdf.font('Helvetica').fontSize(BODY_SIZE).text(inlineText(token), { align: 'left' }).moveDown(0.5);
      return;
    case 'list':
      (token as Tokens.List).items.forEach((item, index) => {
        const marker = (token as Tokens.List).ordered ? `${index + 1}.` : '•';
        pdf
          .font('Helvetica')
          .fontSize(BODY_SIZE)
          .text(`${marker}  ${inlineText(item)}`, { indent: 12 });
      });
      pdf.moveDown(0.5);
      return;
    case 'blockquote':
      pdf.font('Helvetica-Oblique').fontSize(BODY_SIZE).text(inlineText(token), { indent: 12 }).moveDown(0.5);
      return;
    default:
      return;
  }
}

export interface PdfSource {
  readonly title: string;
  readonly markdown: string;
  /** The date shown under the title, already in the reader's words. */
  readonly subtitle: string;
  readonly language: string;
}

/** Lays the document out and resolves with the PDF's bytes. */
export function renderPdf({ title, markdown, subtitle, language }: PdfSource): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: language,
    displayTitle: true,
    info: { Title: title, Creator: 'Partner Insights' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(20).text(title);
  pdf.font('Helvetica').fontSize(9.5).fillColor('#555555').text(subtitle).fillColor('#000000').moveDown(1);
  for (const token of new Lexer().lex(markdown)) writeBlock(pdf, token);
  pdf.end();
  return done;
}
