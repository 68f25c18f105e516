// Deep links (account spec 3 "Deep link parameters", 4, 5): a link from outside that opens the app at a page. In the
// native shell they arrive as events (Capacitor's App plugin, with the native issue); in a browser the page simply
// opens at that address. What both share: which addresses are ours, and the path inside the app they name.

export interface DeepLinks {
  /** The link the app was launched with, when something outside opened it with one; null otherwise. */
  launchUrl(): Promise<string | null>;
  /** Calls `listener` with each link that opens the app while it runs; returns the function that stops listening. */
  onOpen(listener: (url: string) => void): () => void;
}

/**
 * The path inside the app (with its query, where the spec's parameters travel: token, action, code, ...) that a
 * link names, or null when it is not on one of our hosts (spec 5: only known hosts are accepted) or not a web link.
 */
export function appPathOf(link: string, knownHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !knownHosts.includes(url.hostname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
