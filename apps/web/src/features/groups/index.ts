// What the rest of the app may use of the groups feature (docs/architecture.md, "Feature entry points"): nothing yet
// but its notification kinds, which app/notification-kinds.ts loads by path.
export {};
