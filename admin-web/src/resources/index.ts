import type { ResourceDefinition } from './engine/resource-definition';

// Every definition in this folder, found by file name: a new list editor is one new file here.
const modules = import.meta.glob<ResourceDefinition>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
  import: 'default',
});

/** The back office's list editors, in menu and Pages-table order. */
export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = Object.values(modules).sort(
  (a, b) => a.order - b.order,
);
