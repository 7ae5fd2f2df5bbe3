import type { ViteUserConfig } from 'vitest/config';

export function appTestOptions(): ViteUserConfig['test'];
