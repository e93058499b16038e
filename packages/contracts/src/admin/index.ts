export * from './access-review';
export * from './admin-paging';
export * from './bulk-users';
export * from './registration';
export * from './user-changes';
export * from './user-list';
