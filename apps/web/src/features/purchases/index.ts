// What the rest of the app may use of the purchases feature (docs/architecture.md, "Feature entry points"): the share
// dialog's public link switch, or the offer of the link in its place (imported lazily there, so that the purchases
// code stays out of the profile's chunks until the dialog opens). A checkout page is left for through the platform.
export { PublicLinkGate } from './PublicLinkOffer.tsx';
