export * from './analytics';
export * from './errors';
export * from './health';
export * from './locales';
export * from './markets';
export * from './product';
