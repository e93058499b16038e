import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Content is written by people, in files: its HTML is rendered and cleaned here, once, at import, so that nothing a
// file contains (a script, an event handler, a javascript: link) ever reaches a reader's page.

const marked = new Marked({ gfm: true, async: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'a',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A document's title is its page's h1: headings inside start one level below.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
          : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
  },
  disallowedTagsMode: 'discard',
};

/** Markdown to HTML that keeps only the tags and attributes a help article needs. */
export function renderMarkdown(markdown: string): string {
  // Raw HTML in a file passes through marked and is cleaned with the rest.
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE_OPTIONS);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of rendered HTML, for search and excerpts. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|td|th|pre|blockquote)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
