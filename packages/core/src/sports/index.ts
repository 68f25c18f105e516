// The sports catalogue and how typed sport names are read (issue 8). Its own entry point, @podium/core/sports,
// so that only the screens that ask for a sport load it.
export * from './catalogue.ts';
export * from './resolve.ts';
export * from './words.ts';
