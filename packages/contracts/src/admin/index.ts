export * from './access-review';
export * from './admin-paging';
export * from './registration';
export * from './user-changes';
export * from './user-list';
export * from './companies';
export * from './global-users';
