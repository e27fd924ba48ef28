// Loaded before every Vitest file. Matchers such as toBeInTheDocument only extend `expect`,
// so they are harmless in the default node environment.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Globals are off, so Testing Library cannot register its own cleanup: unmount rendered trees
// between tests, but only where there is a DOM (component tests opt in to jsdom).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
