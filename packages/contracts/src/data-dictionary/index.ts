export * from './glossary';
export * from './glossary-messages';
