// The password rule in the browser: the same words as the server, and its large list loaded only on demand.
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-check.ts';

/** Every source file of the app, as text (Vite reads them at build time of this test). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('passwordProblem', () => {
  it('says what the server says, for leaked and personal passwords', async () => {
    expect(await passwordProblem('12345678')).toBe(
      'This password is too common: it appears in lists of leaked passwords',
    );
    expect(
      await passwordProblem('maya.okafor', { email: 'maya.okafor@example.com', name: 'Maya Okafor' }),
    ).toBe('This password is made of your email or name: choose one others cannot guess');
    expect(await passwordProblem('faster-still-456', { name: 'Maya Okafor' })).toBeUndefined();
  });
});

describe('the leaked-password list', () => {
  it('is never imported statically, so it stays out of the landing page and every other first load', () => {
    const files = Object.entries(sources);
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter(([, text]) => text.includes('@podium/core/passwords'));
    expect(importers.map(([path]) => path)).toEqual(['/src/features/auth/password-check.ts']);
    const [, checker = ''] = importers[0] ?? [];
    // Only a type import and import(): a static value import would put the list in the importing chunk.
    const valueImports = checker.match(/^import (?!type )[^;]*'@podium\/core\/passwords'/gm) ?? [];
    expect(valueImports).toEqual([]);
    expect(checker).toContain("import('@podium/core/passwords')");
  });
});
