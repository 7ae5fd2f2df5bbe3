export * from './constants';
export * from './messages';
export * from './patterns';
export * from './schemas';
export * from './resources/index';
export * from './validate';
export type * from './types';
export type { AnyObject, ObjectSchema } from 'yup';
export * from './rates/schedule';
