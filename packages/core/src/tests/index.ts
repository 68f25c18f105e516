// The physical test catalogue, unit conversion, score bounds, result display and submission checks.
export * from './bounds.ts';
export * from './catalogue.ts';
export * from './display.ts';
export * from './submission.ts';
export * from './units.ts';
