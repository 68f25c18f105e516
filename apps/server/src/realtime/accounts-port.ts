// What realtime needs of accounts and profiles, handed in by app.ts (which wires it to modules/auth and
// modules/notifications), so the socket layer names no module: the same checks as the HTTP API's, through a port.
import type { ProfileRef } from '@podium/core/api';

export interface RealtimeAccounts {
  /** The live session a token names (the check app.authenticate runs); throws an HttpError (401) when none. */
  sessionOf(token: string): Promise<{ userId: string; sessionId: string }>;
  /** Whether a session is still live (not logged out, ended or expired). */
  isSessionLive(sessionId: string): Promise<boolean>;
  /** The user's own profile that profileId names, or undefined when it is not one of theirs. */
  ownedProfile(userId: string, profileId: string): Promise<ProfileRef | undefined>;
  /** What a socket whose session ended is told (the API's own words for it). */
  readonly sessionEnded: string;
}
