// One Vitest run, three projects: pure core, server API (real database), web (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
