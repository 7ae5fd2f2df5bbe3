import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… and waitFor poll until their condition holds; a second (the default) is too short a cap on
// a busy machine, where a lazily imported module's first transform alone can take longer.
configure({ asyncUtilTimeout: 10_000 });
