export * from './content-schemas';
export * from './content-values';
export * from './kb-top-articles';
