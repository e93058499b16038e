export * from './company-admins';
export * from './product-access';
export * from './profile-update';
export * from './user-preferences';
