import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS, listReadPath, resourceListPath } from './public-reads';
import { RESOURCE_RULES, type ResourceName } from './resources/index';

describe('public reads', () => {
  it.each(Object.entries(RESOURCE_RULES))("names the list read of '%s' by its name as its rule does", (name, rule) => {
    expect(resourceListPath(name as ResourceName)).toBe(listReadPath(rule).path);
  });

  it('turns a name of several words into a path in kebab case', () => {
    expect(resourceListPath('grievanceLevels')).toBe('/api/grievance-levels');
  });

  it('declares no read twice, list reads included', () => {
    const paths = [
      ...Object.values(PUBLIC_READ_PATHS).map((read) => read.path),
      ...Object.values(RESOURCE_RULES).map((rule) => listReadPath(rule).path),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });
});
