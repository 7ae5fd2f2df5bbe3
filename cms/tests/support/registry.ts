import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResourceRule } from '@bank/shared';
import type { UID } from '@strapi/strapi';
import { contentTypeSchema } from '../../src/content/content-type-schemas';
import type { ListResource } from '../../src/content/list-resource';

// What the tests read from the CMS's own declarations rather than restate, so that a new resource,
// route or content type is tested the day it is declared.

const API_DIR = path.resolve(__dirname, '..', '..', 'src', 'api');

/** One route as Strapi mounts it: its method and its path under /api (`:id` left in). */
export interface DeclaredRoute {
  method: string;
  path: string;
}

/** A route file as it declares its routes (paths under /api, configs as Strapi gets them). */
export interface DeclaredRouteFile {
  routes: (DeclaredRoute & { config?: unknown })[];
}

/** Every `src/api/<entity>/routes/*` file, as Strapi loads them. */
export async function declaredRouteFiles(): Promise<DeclaredRouteFile[]> {
  const files: DeclaredRouteFile[] = [];
  for (const entity of readdirSync(API_DIR).sort()) {
    const dir = path.join(API_DIR, entity, 'routes');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      const routeFile: { default: DeclaredRouteFile } = await import(path.join(dir, file));
      files.push(routeFile.default);
    }
  }
  return files;
}

/** Every route of every `src/api/<entity>/routes/*` file, as the router serves them. */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  return (await declaredRouteFiles()).flatMap((file) =>
    file.routes.map(({ method, path: routePath }) => ({ method, path: `/api${routePath}` })),
  );
}

/** The database table a content type's records are stored in. */
export const tableOf = (uid: UID.ContentType): string => contentTypeSchema(uid).collectionName;

/** A made-up stored row for probing a serializer: only the fields it reads matter, so the rest may be missing. */
const probeRow = (fields: Record<string, unknown>) => fields as Parameters<ListResource['serialize']>[0];

/** The keys of the record a resource is answered as, exactly: what its serializer gives. */
export const recordKeys = (resource: ListResource): string[] => Object.keys(resource.serialize(probeRow({})) as object);

/** The key of the record that carries the URL of the resource's file (news: `document_path`), if it has one. */
export function mediaRecordKey(resource: ListResource): string | null {
  const { media } = resource.rule;
  if (!media) return null;
  const probe = '/uploads/probe';
  const record = resource.serialize(probeRow({ [media.field]: { url: probe } })) as Record<string, unknown>;
  const key = Object.keys(record).find((name) => record[name] === probe);
  if (!key) throw new Error(`The record of ${resource.rule.path} shows no URL of its ${media.field}`);
  return key;
}

/** The fields the resource's shared schema requires, in the order it declares them. */
export const requiredFields = (rule: ResourceRule): string[] =>
  Object.entries(rule.schema.describe().fields)
    .filter(([, field]) => !('optional' in field) || !field.optional)
    .map(([name]) => name);
