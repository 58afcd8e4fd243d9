export * from './messages';
export * from './common';
export * from './users';
export * from './roles';
