export * from './command';
export * from './catalogue';
