// What the rest of the app may use of the connections feature (docs/architecture.md, "Feature entry points").
export { ConnectButton } from './ConnectButton.tsx';
export { ConnectionsSection } from './ConnectionsSection.tsx';
export { useHandleConnectRequestMutation } from './connections-api.ts';
