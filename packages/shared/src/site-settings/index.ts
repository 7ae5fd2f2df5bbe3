export * from './values';
export * from './declaration';
export * from './schema';
export * from './translated-initials';
