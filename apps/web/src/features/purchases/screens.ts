// The purchases feature's lazy parts, for the shell alone (app/): its screens in one chunk, fetched when first needed
// (docs/architecture.md, "Feature entry points").

export const loadPurchaseScreens = () =>
  import('./PurchaseScreens.ts').then((loaded) => loaded.PurchaseScreens);
