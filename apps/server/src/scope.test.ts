// The README's "What works today" and the OpenAPI description say the same as scope.ts, so neither can claim a
// feature that is not built (issue 8: both once described coaches' search, groups and purchases as existing).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DESCRIPTION, NOT_YET, WORKS_TODAY } from './scope.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The "- " items under the line starting with heading, up to the next blank line after them. */
function listAfter(text: string, heading: string): string[] {
  const lines = text.slice(text.indexOf('## What works today')).split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('- ')) items.push(line.slice(2));
    else if (items.length > 0) break;
  }
  return items;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('what works today', () => {
  it('is listed in the README exactly as in scope.ts', () => {
    expect(listAfter(readme, 'Works today:')).toEqual([...WORKS_TODAY]);
    expect(listAfter(readme, 'Not yet')).toEqual([...NOT_YET]);
  });

  it('is what the OpenAPI document describes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const description = response.json<{ info: { description: string } }>().info.description;
    expect(description).toBe(API_DESCRIPTION);
    expect(description).not.toContain('Every call');
    for (const item of NOT_YET) expect(description).toContain(item);
  });
});
