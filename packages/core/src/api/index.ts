// Every call's request and response shapes, used by the server to validate and by the web client to type.
export * from './athletes.ts';
export * from './common.ts';
export * from './consent.ts';
export * from './media.ts';
export * from './media-kind.ts';
export * from './notifications.ts';
export * from './profile-limits.ts';
export * from './push.ts';
export * from './rankings.ts';
export * from './realtime.ts';
export * from './sessions.ts';
export * from './signup.ts';
export * from './users.ts';
