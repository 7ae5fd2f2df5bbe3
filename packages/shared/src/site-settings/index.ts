export * from './declaration';
export * from './schema';
