// Sharing a link (a public profile, a video: account spec 2, 8): the system share sheet where there is one, or the
// link copied for the person to paste. Native: Capacitor's Share plugin, with the native issue.

export interface ShareContent {
  title?: string | undefined;
  text?: string | undefined;
  url: string;
}

/** shared: the sheet took it; copied: the link is on the clipboard (say so); cancelled: the person closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** Spec 8's words when neither the sheet nor the clipboard would take it. */
export const SHARE_FAILED_MESSAGE = 'Failed to share. Please try again.';

export interface ShareSheet {
  /** Resolves with what happened; rejects with SHARE_FAILED_MESSAGE when nothing could be done. */
  share(content: ShareContent): Promise<ShareOutcome>;
}
