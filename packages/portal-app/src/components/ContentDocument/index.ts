// A document of the content folder shown as a page, shared by the knowledge base, the release notes and the legal
// pages.
export { ContentDocument, type ContentDocumentProps } from './ContentDocument';
export { ContentDocumentSkeleton } from './ContentDocumentSkeleton';
export { useContentDate } from './contentDate';
export { languageName } from './languageName';
