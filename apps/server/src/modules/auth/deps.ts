// What the auth module is built with, and the signed-in account it hands out: apart from service.ts and
// sessions.ts, which both use them, so neither imports the other for a type.
import type { AccountDetails, HeldChangeKind, RegisterLink } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import type { AccountCache } from './account-cache.ts';
import type { AuthLimits } from './limits.ts';
import type * as store from './store.ts';
import type { Tokens } from './tokens.ts';

/** The signed-in account, with session_id: the session its token names (sessions.isSessionLive). */
export type SessionAccount = store.UserRow & { session_id: string };

/** What other features need to hear about from accounts. */
export interface AccountHooks {
  /** Inside the change's transaction: birth dates decide age rankings, athletes move age group at once. */
  birthDateChanged(tx: Queryable, userId: string): Promise<void>;
  /** Inside the deletion's transaction: what lives outside the database (uploaded files) goes too, by a job. */
  accountDeleted(tx: Queryable, userId: string): Promise<void>;
  /**
   * After the change committed, at once: sessions ended (logout, logout everywhere, a password or email change,
   * a reset; 'all' when the account was deleted). What is bound to them outside the database, live sockets
   * (src/realtime), ends too.
   */
  sessionsEnded(userId: string, sessionIds: readonly string[] | 'all'): void;
  /**
   * Inside the change's transaction: an athlete under 16 named a caregiver (modules/consent). Answers the consent
   * link to mail when this is a new request, undefined when the caregiver already has one.
   */
  caregiverNamed(tx: Queryable, userId: string, caregiverEmail: string): Promise<string | undefined>;
  /**
   * Inside the registration's transaction: the account was made through a registration link (modules/groups takes
   * the email invitation whose code the link carries).
   */
  registeredThroughLink(
    tx: Queryable,
    account: { userId: string; email: string },
    link: RegisterLink,
  ): Promise<void>;
  /**
   * Inside a details change's transaction, before it is written (modules/consent): holds back what only an athlete's
   * caregiver may change (issue 22, item 1), answering what to write now, what waits, and the mails to send after.
   */
  reviewDetails(
    tx: Queryable,
    account: store.UserRow,
    details: AccountDetails,
  ): Promise<{ details: AccountDetails; held: HeldChangeKind[]; mails: Mail[] }>;
}

export interface AuthDeps {
  db: Db;
  hooks: AccountHooks;
  tokens: Tokens;
  mailer: Mailer;
  /** Durable background jobs (mail), enqueued in the transaction of the change that calls for them. */
  jobs: Pick<Jobs, 'enqueue'>;
  publicUrl: string;
  limits: AuthLimits;
  /** The accounts this process keeps between requests (account-cache.ts); without it, every request reads afresh. */
  accounts?: AccountCache<SessionAccount> | undefined;
}
