// What the rest of the app may use of the purchases feature (docs/architecture.md, "Feature entry points"): the share
// dialog's offer of the public link, and whether the account may switch it on.
export { PublicLinkOffer, useCanSwitchOnPublicLink } from './PublicLinkOffer.tsx';
