// The physical test catalogue, unit conversion, result display and submission checks.
export * from './catalogue.ts';
export * from './display.ts';
export * from './submission.ts';
export * from './units.ts';
