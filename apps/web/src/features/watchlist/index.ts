// What the rest of the app may use of the watchlist feature (docs/architecture.md, "Feature entry points").

export { WatchlistButton } from './WatchlistButton.tsx';
export { testName } from './watchlist-view.ts';
