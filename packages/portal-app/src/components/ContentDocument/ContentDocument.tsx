import type { ContentLocale } from '@partner-insights/contracts';
import { Alert, PageHeader } from '@partner-insights/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as styles from './ContentDocument.css';

export interface ContentDocumentProps {
  readonly title: string;
  /** HTML the server rendered from the content's Markdown and sanitised; nothing else is ever given here. */
  readonly html: string;
  /** The language the text is written in, for screen readers' pronunciation. */
  readonly locale: ContentLocale;
  /** Under the title: the date, the category. */
  readonly description?: ReactNode;
  /** Said above the text when it is not in the reader's language. */
  readonly fallbackNotice?: string;
  readonly actions?: ReactNode;
  /** Above the title: the way back (a category, the list). */
  readonly breadcrumb?: ReactNode;
}

/** A link of the portal's own inside the text: followed by the router, without loading the app again. */
function followInternalLink(event: MouseEvent<HTMLDivElement>, navigate: (to: string) => void) {
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(href);
}

/** A document of the content folder as a page: its title, what it is, a note when translated text is missing. */
export function ContentDocument({
  title,
  html,
  locale,
  description,
  fallbackNotice,
  actions,
  breadcrumb,
}: ContentDocumentProps) {
  const navigate = useNavigate();
  return (
    <article lang={locale} className={styles.document}>
      {breadcrumb}
      <PageHeader title={title} description={description} actions={actions} />
      {fallbackNotice && <Alert tone="info">{fallbackNotice}</Alert>}
      {/* Sanitised on the server (script, event handlers and javascript: links removed) when it was imported. The
          click handler only catches clicks on the text's own links, which keyboards activate as clicks too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.body}
        onClick={(event) => followInternalLink(event, (to) => void navigate(to))}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
