export * from './values';
export * from './declaration';
export * from './schema';
