// @podium/core: the product's domain words, shared by server, web and native shell.
export * from './constants.ts';
export * from './dates.ts';
export * from './ranking/index.ts';
export * from './requests.ts';
export * from './routes.ts';
export * from './server-page.ts';
export * from './tests/index.ts';
export * from './visibility.ts';
