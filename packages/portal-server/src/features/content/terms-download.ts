import type { Reader, ContentService } from './content-service';
import { assetNameOf } from './content-service';
import { renderPdf } from './terms-pdf';

const UPDATED: Readonly<Record<string, string>> = {
  en: 'Last updated',
  es: 'Última actualización',
  fr: 'Dernière mise à jour',
};

/** The terms of an asset path as a PDF in the reader's language (or its fallback); null where unpublished. */
export async function termsPdf(
  content: ContentService,
  assetPath: string,
  reader: Reader,
): Promise<{ readonly bytes: Buffer; readonly fileName: string } | null> {
  const document = await content.document(assetPath, reader);
  if (!document) return null;
  const language = document.locale.slice(0, 2);
  const date = new Intl.DateTimeFormat(document.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${document.updatedOn}T00:00:00Z`),
  );
  const bytes = await renderPdf({
    title: document.title,
    subtitle: `${UPDATED[language] ?? UPDATED.en}: ${date}`,
    markdown: document.markdown,
    language: document.locale,
  });
  return { bytes, fileName: `${assetNameOf(assetPath)}-${document.locale}.pdf` };
}
