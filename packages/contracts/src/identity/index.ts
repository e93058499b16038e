export * from './company-context';
export * from './derivations';
export * from './identity-values';
export * from './last-url';
export * from './password-reset';
export * from './permissions';
export * from './sign-in';
export * from './user-details';
