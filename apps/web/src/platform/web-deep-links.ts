// Deep links in a browser: none to hear. A link opens the page at its address, which the router reads itself; handing
// that address on as well would open the same page twice.
import type { DeepLinks } from './deep-links.ts';

export const webDeepLinks: DeepLinks = {
  launchUrl: async () => null,
  onOpen: () => () => undefined,
};
