// The size budget in `npm test` (after the web build): fails when a route's gzipped JavaScript grows past its
// budget (build/budgets.ts), naming the route, its size and its budget; and when the page does not name the first
// load's chunks, which the browser would then fetch a round trip after the entry (build/first-load-preloads.ts).
import { fileURLToPath } from 'node:url';
import { ROUTE_BUDGETS } from './budgets.ts';
import { measureRoutes, unnamedFirstLoadChunks } from './route-sizes.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const sizes = measureRoutes(dist, ROUTE_BUDGETS);
const over = sizes.filter((size) => size.kb > size.budgetKb);
for (const size of sizes) {
  const mark = size.kb > size.budgetKb ? 'OVER' : 'ok';
  console.log(
    `${mark.padEnd(4)} ${size.route.padEnd(48)} ${size.kb.toFixed(1).padStart(6)} KB of ${size.budgetKb} KB`,
  );
}
const unnamed = unnamedFirstLoadChunks(dist);
if (unnamed.length > 0) {
  console.error(
    `\nindex.html does not preload these chunks of the first load: ${unnamed.join(', ')}\n` +
      "The browser then fetches them only after the entry has run: keep them in the page's preload list.",
  );
}
if (over.length > 0) {
  console.error(
    `\n${over.map((size) => `${size.route}: ${size.kb.toFixed(1)} KB gzipped, over its budget of ${size.budgetKb} KB`).join('\n')}\n` +
      'Load the new code lazily (a route `lazy`, React.lazy, import()) or change apps/web/build/budgets.ts with a reason.',
  );
}
if (over.length > 0 || unnamed.length > 0) process.exit(1);
