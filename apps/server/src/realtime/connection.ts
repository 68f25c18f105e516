// One connection's life: it joins its session's and account's rooms (so revocation reaches it), and answers
// registerUser and ping-check (spec 4 "Realtime socket", 7 "Realtime"), within its limits (limits.ts).
import { type PingCheckAck, type RegisterUserAck, RegisterUserSchema } from '@podium/core/api';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../http/errors.ts';
import type { RealtimeAccounts } from './accounts-port.ts';
import { ackOf, type RealtimeSocket } from './events.ts';
import { closeOverLimit, limitEvents, type RealtimeGuards, tooManyRegistrations } from './limits.ts';
import { accountRoom, isProfileRoom, profileRoom, sessionRoom } from './rooms.ts';

export interface ConnectionDeps {
  accounts: RealtimeAccounts;
  log: FastifyBaseLogger;
  guards: RealtimeGuards;
}

export const NOT_YOUR_ACCOUNT = 'userId: You can only register your own account';
export const NOT_YOUR_PROFILE = 'profileId: This is not one of your profiles';
export const REGISTER_FAILED = 'Could not register for notifications. Please try again';

export function handleConnection(deps: ConnectionDeps, socket: RealtimeSocket) {
  // The limit and handlers first: an event sent straight after connecting must not arrive before anyone listens.
  limitEvents(socket, deps.guards.events);
  // registerUser waits for the connection's own look at its session: what it answers is never older than that.
  const joined = joinSessionRooms(deps, socket);
  socket.on('registerUser', (...args) => {
    const ack = ackOf<RegisterUserAck>(args);
    void joined
      .then(() => registerUser(deps, socket, args[0]))
      .then((outcome) => {
        if (!outcome) return;
        if (outcome.end === 'limited') return closeOverLimit(socket, outcome.limit, ack);
        ack?.(outcome.answer);
        // After the answer, so the client reads why.
        if (outcome.end === 'session') socket.disconnect(true);
      });
  });
  socket.on('ping-check', (...args) => {
    const answer: PingCheckAck = { status: 'ok', time: new Date().toISOString() };
    const ack = ackOf<PingCheckAck>(args);
    if (ack) ack(answer);
    else socket.emit('ping-check', answer);
  });
  closeAtExpiry(socket);
}

/** setTimeout's longest delay (about 24.8 days); a session may last longer (JWT_TTL), so the timer re-arms. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** A session that simply runs out (JWT_TTL) loses its socket then too, as its next request would get a 401. */
function closeAtExpiry(socket: RealtimeSocket) {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = socket.data.expiresAt - Date.now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(arm, Math.min(left, LONGEST_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * Joins the rooms revocation disconnects, then looks at the session once more: a logout that committed between
 * the handshake's check and the join sent its disconnect to a room this socket was not in yet.
 */
async function joinSessionRooms(deps: ConnectionDeps, socket: RealtimeSocket) {
  const { userId, sessionId } = socket.data;
  try {
    await socket.join([sessionRoom(sessionId), accountRoom(userId)]);
    if (!(await deps.accounts.isSessionLive(sessionId))) socket.disconnect(true);
  } catch (error) {
    deps.log.error({ err: error }, 'socket: could not check the session after joining; disconnecting');
    socket.disconnect(true);
  }
}

/** The answer, and whether the socket closes after it: its session ended, or (with no other answer) a limit. */
type Outcome = { answer: RegisterUserAck; end?: 'session' } | { end: 'limited'; limit: string };

/**
 * Listens for one profile's notifications: only the token's own user, one of that user's profiles, and a session
 * still live. A socket listens for one profile at a time (a user switching between their coach and organisation
 * profiles sees each one's apart); anything refused leaves the socket where it was. Each one counts against the
 * account, and the account's run one at a time (limits.ts, accounts.ts). Nothing at all once the socket has closed
 * (past a limit, say, while it waited for its turn): the answer would have nowhere to go.
 */
async function registerUser(
  deps: ConnectionDeps,
  socket: RealtimeSocket,
  payload: unknown,
): Promise<Outcome | undefined> {
  if (socket.disconnected) return undefined;
  const parsed = RegisterUserSchema.safeParse(payload);
  if (!parsed.success) {
    const field = (path: PropertyKey[]) => path.map(String).join('.') || 'registerUser';
    return {
      answer: errorBody(parsed.error.issues.map((issue) => `${field(issue.path)}: ${issue.message}`)),
    };
  }
  const { userId } = socket.data;
  if (parsed.data.userId !== userId) return { answer: errorBody([NOT_YOUR_ACCOUNT]) };
  // This process's count first, as it arrives: a flood spread over the account's sockets costs no query past it.
  const here = deps.guards.here.takeRegistration(userId);
  if (!here.allowed) return { end: 'limited', limit: tooManyRegistrations(here.retryAfterSeconds) };
  return deps.guards.here.inTurn(userId, () => register(deps, socket, parsed.data.profileId));
}

/** registerUser's work, in its account's turn (limits.ts): nothing if the socket closed while it waited. */
async function register(
  deps: ConnectionDeps,
  socket: RealtimeSocket,
  profileId: string,
): Promise<Outcome | undefined> {
  if (socket.disconnected) return undefined;
  const { userId, sessionId } = socket.data;
  try {
    const verdict = await deps.guards.registrations.take(userId);
    if (!verdict.allowed) {
      return { end: 'limited', limit: tooManyRegistrations(verdict.retryAfterSeconds) };
    }
    if (!(await deps.accounts.isSessionLive(sessionId))) {
      return { answer: errorBody([deps.accounts.sessionEnded]), end: 'session' };
    }
    const profile = await deps.accounts.ownedProfile(userId, profileId);
    if (!profile) return { answer: errorBody([NOT_YOUR_PROFILE]) };
    await Promise.all([...socket.rooms].filter(isProfileRoom).map((room) => socket.leave(room)));
    await socket.join(profileRoom(userId, profile));
    return { answer: profile };
  } catch (error) {
    deps.log.error({ err: error }, 'socket: registerUser failed');
    return { answer: errorBody([REGISTER_FAILED]) };
  }
}
