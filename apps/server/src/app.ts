// Builds the Fastify instance from its parts (config, database, mailer): used by main.ts and by the tests.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type AccountDetails, CONSENT_MAIL_LIMIT, type RegisterLink } from '@podium/core/api';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import type { Db, Queryable } from './db/connection.ts';
import { createDbEvents } from './db/events.ts';
import { recordWrites } from './db/writes.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import type { ByteGateSettings } from './http/byte-gate.ts';
import { handleClientError } from './http/client-errors.ts';
import { endpoint } from './http/endpoint.ts';
import { handleError } from './http/error-handler.ts';
import { useJsonBodyParser } from './http/json-body.ts';
import { createLimiter, type Limit } from './http/limiter.ts';
import { refuseNonPreflight } from './http/preflight.ts';
import { closeSlowBodies, headerLimits, type SlowRequestLimits } from './http/slow-requests.ts';
import { refuseNul } from './http/text-guard.ts';
import { DEFAULT_WEB_DIST, serveWeb } from './http/web.ts';
import { registerJobKinds } from './job-kinds.ts';
import type { Deliverers, DeliveryChannel } from './jobs/delivery.ts';
import { wakeLanesOnCommit } from './jobs/delivery-wake.ts';
import { createDeliveryWorker, type DeliverySettings } from './jobs/delivery-worker.ts';
import { createJobs, type JobSettings } from './jobs/queue.ts';
import { registerAssociationHandlers } from './modules/associations/handlers.ts';
import { associationRoutes } from './modules/associations/routes.ts';
import { athleteRoutes } from './modules/athletes/routes.ts';
import { hidePublicLink, refreshAthleteOfUser } from './modules/athletes/service.ts';
import type { Account } from './modules/auth/account.ts';
import { createAccountCache } from './modules/auth/account-cache.ts';
import { createAuthenticate } from './modules/auth/authenticate.ts';
import { type AuthLimitSettings, createAuthLimits, DEFAULT_AUTH_LIMITS } from './modules/auth/limits.ts';
import { authRoutes } from './modules/auth/routes.ts';
import {
  authenticateToken,
  isSessionLive,
  SESSION_ENDED,
  type SessionAccount,
} from './modules/auth/sessions.ts';
import { createTokens, loadOrCreateSecret } from './modules/auth/tokens.ts';
import { coachRoutes } from './modules/coaches/routes.ts';
import { registerCollaboratorHandlers } from './modules/collaborators/handlers.ts';
import { collaboratorRoutes } from './modules/collaborators/routes.ts';
import { registerConnectionHandlers } from './modules/connections/handlers.ts';
import { connectionRoutes } from './modules/connections/routes.ts';
import { reviewDetails } from './modules/consent/confirmations.ts';
import { registerConsentHandlers } from './modules/consent/handlers.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { hasConsent, requestConsent } from './modules/consent/service.ts';
import { registerEndorsementHandlers } from './modules/endorsements/handlers.ts';
import { endorsementRoutes } from './modules/endorsements/routes.ts';
import { registerEventHandlers } from './modules/events/handlers.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { ticketRoutes } from './modules/events/ticket-routes.ts';
import { registerFollowingHandlers } from './modules/following/handlers.ts';
import { followingRoutes } from './modules/following/routes.ts';
import { registerGroupHandlers } from './modules/groups/handlers.ts';
import { takeInvitationLink } from './modules/groups/invitation-link.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { removeAccountMedia } from './modules/media/jobs.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { loadMessages } from './modules/notifications/service.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { registerPitchHandlers } from './modules/pitches/handlers.ts';
import { pitchRoutes } from './modules/pitches/routes.ts';
import { findOwnedProfile } from './modules/profiles/profiles.ts';
import { revenueCatRoutes, STORE_CHECK_LIMIT } from './modules/purchases/revenuecat-routes.ts';
import { selectRevenueCat } from './modules/purchases/revenuecat-select.ts';
import { purchaseRoutes } from './modules/purchases/routes.ts';
import { selectPayments } from './modules/purchases/select.ts';
import { createPushDeliverer } from './modules/push/deliverer.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { rankingRoutes } from './modules/rankings/routes.ts';
import { refreshAthlete, refreshStanding } from './modules/rankings/service.ts';
import { createNameDictionary } from './modules/search/name-dictionary.ts';
import { MAX_TYPED_WORDS } from './modules/search/person-names.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createStandingsIndex } from './modules/search/standings-index.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { CLOUDINARY_ORIGINS } from './providers/media/cloudinary.ts';
import { createMediaProvider } from './providers/media/select.ts';
import { createPushProviders } from './providers/push/select.ts';
import {
  createRealtimeGuards,
  DEFAULT_REALTIME_LIMITS,
  type RealtimeLimitSettings,
  unlimitedGuards,
} from './realtime/limits.ts';
import { startRealtime } from './realtime/server.ts';
import { API_DESCRIPTION } from './scope.ts';

/**
 * Every rate limit; the counts live in the database, shared by every process on it, except the realtime socket's
 * own per socket and per process (design choices).
 */
export interface AppLimits extends AuthLimitSettings, RealtimeLimitSettings {
  consentMailsPerAccount: Limit;
  /** Verifies and restores an account asks of RevenueCat (each a call on our secret key, which RevenueCat limits). */
  storeChecksPerAccount: Limit;
}

export const DEFAULT_LIMITS: AppLimits = {
  ...DEFAULT_AUTH_LIMITS,
  ...DEFAULT_REALTIME_LIMITS,
  consentMailsPerAccount: CONSENT_MAIL_LIMIT,
  storeChecksPerAccount: STORE_CHECK_LIMIT,
};

/** Every method a route of the API answers; the CORS preflight offers these (issue 7, defect 2). */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const;

/**
 * No limit of the router's own: a real request's address is bounded by Node's 16 KB header limit (answered by
 * handleClientError), so a long parameter always reaches its route, whose schema names the field.
 */
const MAX_PARAM_LENGTH = 1_048_576;

const isHttps = (url: string) => new URL(url).protocol === 'https:';

/**
 * Data URL images past MEDIA_DATA_URL_BYTES_AT_ONCE wait in line, their bodies unread meanwhile: at most 64 of them,
 * 4 of one account's, for 30 s each. On a busy 2-core machine a 10 MB image took about
 * 1.5 s to read and store, so 20 sent at once, two at a time, are all served.
 */
const DATA_URL_LINE = { maxWaiting: 64, perAccount: 4, waitMs: 30_000 };

export interface AppParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  limits?: Partial<AppLimits>;
  logger?: FastifyServerOptions['logger'];
  /** The delivery worker's timings (tests shorten them). */
  delivery?: Partial<DeliverySettings>;
  /** How the Cloudinary media provider reaches Cloudinary (tests answer in its place). */
  mediaFetch?: typeof fetch;
  /** How long and how many data URL uploads wait in line (tests shorten them); the budget is configuration. */
  dataUrlLine?: Partial<Omit<ByteGateSettings, 'bytesAtOnce'>>;
  /** 'off': the realtime socket without its limits, as before issue 22; only bench/sockets.ts's baseline sets it. */
  socketLimits?: 'off';
  /** How often jobs are asked for and schedules looked at, and the sweeps' cron schedule (tests shorten them). */
  jobs?: Partial<JobSettings> & { sweepSchedule?: string };
  /** Registers more event handlers beside the modules' (a feature that exists only in a test). */
  handlers?: (events: EventBus) => void;
}

export async function buildApp(parts: AppParts) {
  const { config, db, mailer } = parts;
  const slowRequests: SlowRequestLimits = {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    bodyStallTimeoutMs: config.BODY_STALL_TIMEOUT_MS,
    bodyMinBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
  };
  const app = Fastify({
    logger: parts.logger ?? { level: config.LOG_LEVEL },
    // Headers that stall are closed (http/slow-requests.ts); requestTimeout stays 0, Fastify's default, so an upload
    // that keeps coming is never cut.
    http: headerLimits(slowRequests),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Every refusal, even the router's and Node's HTTP parser's, in the error shape (issue 7, defect 12).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  useJsonBodyParser(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Whether each request wrote (db/writes.ts): its life runs inside its record, entered again once its body has
  // arrived (a body is read in the socket's own async context, where the record would be lost).
  app.decorateRequest('writes', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const record = { told: false };
    request.writes = record;
    recordWrites(record, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.writes) recordWrites(request.writes, done);
    else done();
  });
  // Before any route's validation: NUL characters would otherwise fail in PostgreSQL as a 500.
  app.addHook('preValidation', refuseNul);

  // Security headers on every answer (helmet), its options read once here: @fastify/helmet builds helmet's middleware
  // afresh for each request, parsing the policy's directives every time (a twentieth of a name search's server time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // Direct uploads go to Cloudinary when it holds the media (img and media already allow https:).
        connectSrc: ["'self'", 'ws:', 'wss:', ...(config.CLOUDINARY_URL ? CLOUDINARY_ORIGINS : [])],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Only over https: on a plain-http host (a club's own network) it would make the browser ask for
        // https and show a blank page (issue 7, defect 3).
        upgradeInsecureRequests: isHttps(config.publicUrl) ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  // Answers of 1 KB or more go out compressed to a client that accepts it (brotli at quality 4, else gzip): a page of
  // athlete search results (8 to 17 KB) goes out at a quarter to a sixth of its size. The web build's files are already
  // compressed (web.ts) and left as they are. Request bodies are never inflated: a small compressed body could
  // unpack past every size limit.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  const origins = config.CORS_ORIGINS.split(',').map((origin) => origin.trim());
  // Before the CORS plugin's hook, which would refuse such an OPTIONS in text/plain.
  app.addHook('onRequest', refuseNonPreflight);
  await app.register(fastifyCors, {
    origin: origins,
    allowedHeaders: ['content-type', 'x-auth-token', 'authorization'],
    // The methods the API uses: the native wrappers' requests are cross-origin, so each needs a preflight.
    methods: [...API_METHODS],
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Podium API',
        version: '0.1.0',
        description: API_DESCRIPTION,
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const limits = { ...DEFAULT_LIMITS, ...parts.limits };
  const tokens = createTokens(loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET), config.JWT_TTL);
  // socket.io on this port (src/realtime): with the postgres adapter, every process on the database shares rooms.
  const sharedSockets =
    (config.REALTIME_ADAPTER ?? (config.DATABASE_URL ? 'postgres' : 'memory')) === 'postgres';
  const realtime = await startRealtime({
    server: app.server,
    // The handshake reads the account afresh (no kept accounts), as a request that may write does.
    accounts: {
      async sessionOf(token) {
        const account = await authenticateToken({ db, tokens }, token);
        return { userId: account.id, sessionId: account.session_id };
      },
      isSessionLive: (sessionId) => isSessionLive(db, sessionId),
      ownedProfile: (userId, profileId) => findOwnedProfile(db, userId, profileId),
      sessionEnded: SESSION_ENDED,
    },
    origins,
    log: app.log,
    postgresUrl: sharedSockets ? config.DATABASE_URL : undefined,
    guards: parts.socketLimits === 'off' ? unlimitedGuards() : createRealtimeGuards(db, limits),
    handshakeMs: limits.socketHandshakeMs,
  });
  app.decorate('realtime', realtime);
  // After socket.io has wrapped the server's request listeners, so its own requests' bodies are watched too.
  closeSlowBodies(app.server, slowRequests, app.log);
  // Open sockets would keep the HTTP server from closing; the adapter goes once everything else has stopped.
  app.addHook('preClose', async () => realtime.stopConnections());
  app.addHook('onClose', async () => realtime.close());
  const standings = { refreshStanding, refreshAthlete };
  // Domain events and durable delivery (issue 9): each feature registers its handlers; each channel's deliverer
  // is set on `deliverers` (socket by src/realtime, push by modules/push); the worker leases due
  // deliveries, is woken by the database on every commit that wrote some (below), and stops before it closes.
  const events = createEventBus();
  registerFollowingHandlers(events);
  registerConnectionHandlers(events);
  registerAssociationHandlers(events);
  registerCollaboratorHandlers(events);
  registerPitchHandlers(events);
  registerEndorsementHandlers(events);
  registerConsentHandlers(events);
  registerGroupHandlers(events);
  registerEventHandlers(events);
  parts.handlers?.(events);
  const deliverers: Deliverers = {};
  deliverers.socket = realtime.deliverer;
  const push = createPushProviders(config);
  deliverers.push = createPushDeliverer({ db, web: push.web, fcm: push.fcm, log: app.log });
  // With RUN_JOBS=0 the worker process runs push delivery and its retries (worker-app.ts); the socket's stays here,
  // where the sockets are (docs/design-choices.md, "where delivery runs").
  const lanes: DeliveryChannel[] = config.RUN_JOBS ? ['socket', 'push'] : ['socket'];
  const deliveries = createDeliveryWorker({
    db,
    loadMessages,
    deliverers,
    log: app.log,
    settings: parts.delivery,
    lanes,
  });
  app.decorate('deliveries', deliveries);
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('preClose', async () => deliveries.stop());
  const media = createMediaProvider({
    cloudinaryUrl: config.CLOUDINARY_URL,
    uploadPreset: config.CLOUDINARY_UPLOAD_PRESET,
    dataDir: config.DATA_DIR,
    publicUrl: config.publicUrl,
    rootSecret: loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET),
    fetch: parts.mediaFetch,
  });
  // What the database tells of its commits (db/events.ts); its subscribers are below, and the job system.
  const dbEvents = createDbEvents({ db, log: app.log });
  // Whoever committed deliveries (this process, another API process, a job in the worker), the database wakes
  // this process's lanes at once (jobs/delivery-wake.ts; on PGlite in the process itself).
  wakeLanesOnCommit(dbEvents, deliveries, lanes);
  // Background jobs (jobs/queue.ts): each feature registers its kinds, the sweeps among them; this process runs them
  // unless RUN_JOBS=0, where a worker process on the same database does (worker-app.ts).
  if (!config.RUN_JOBS && db.kind === 'pglite') {
    throw new Error('RUN_JOBS 0 needs PostgreSQL: the embedded database is one process, which runs its jobs');
  }
  const jobs = createJobs(db, {
    settings: parts.jobs ?? {},
    onError: (error) => app.log.error({ err: error }, 'background jobs'),
    onFailedTry: (job, error) =>
      app.log.warn({ err: error, job }, 'a background job failed; retried unless out of tries'),
    run: config.RUN_JOBS,
    wakes: dbEvents,
  });
  // Stripe, or the local checkout without its keys (modules/purchases/select.ts).
  const payments = selectPayments(config, db, loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET));
  // RevenueCat's REST API, or the local verifier without its key (modules/purchases/revenuecat-select.ts).
  const revenueCat = selectRevenueCat(config, db, loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET));
  registerJobKinds(jobs, {
    db,
    payments: payments.provider,
    revenueCat: revenueCat.revenueCat,
    media,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    sweepSchedule: parts.jobs?.sweepSchedule,
    events,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const consentDeps = {
    db,
    jobs,
    publicUrl: config.publicUrl,
    hooks: {
      consentLost: hidePublicLink,
      birthDateConfirmed: (tx: Queryable, userId: string) => refreshAthleteOfUser(standings, tx, userId),
    },
    resendLimit: createLimiter(db, 'consent-mail', limits.consentMailsPerAccount),
    events,
  };
  // What the database tells of its commits, for what this process keeps (db/events.ts): the signed-in accounts it
  // read (account-cache.ts), the words of people's names (search/name-dictionary.ts) and every test's standings
  // (search/standings-index.ts); and each job enqueued (jobs/queue.ts).
  const accounts = createAccountCache<SessionAccount>({ events: dbEvents });
  const nameDictionary = createNameDictionary({
    db,
    events: dbEvents,
    log: app.log,
    maxTypedWords: MAX_TYPED_WORDS,
  });
  app.decorate('dbEvents', dbEvents);
  app.decorate('accounts', accounts);
  const standingsIndex = createStandingsIndex({ db, events: dbEvents, log: app.log });
  app.decorate('nameDictionary', nameDictionary);
  app.decorate('standingsIndex', standingsIndex);
  app.addHook('onReady', async () => dbEvents.start());
  app.addHook('onClose', async () => dbEvents.close());
  // A request whose change the database tells (db/writes.ts) answers only once this process has been told of what it
  // committed, so the client's next request never meets the account (or a name's words) as they were before; one that
  // only read, or wrote only tables that tell nothing (a follow request, a notification), answers at once.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.writes?.told) await dbEvents.settle();
    return payload;
  });
  const authDeps = {
    db,
    hooks: {
      caregiverNamed: (tx: Queryable, userId: string, caregiverEmail: string) =>
        requestConsent(consentDeps, tx, userId, caregiverEmail),
      registeredThroughLink: async (
        tx: Queryable,
        account: { userId: string; email: string },
        link: RegisterLink,
      ) => {
        await takeInvitationLink(tx, account, link);
      },
      reviewDetails: (tx: Queryable, account: Account, details: AccountDetails) =>
        reviewDetails(consentDeps, tx, account, details),
      birthDateChanged: (tx: Queryable, userId: string) => refreshAthleteOfUser(standings, tx, userId),
      accountDeleted: (tx: Queryable, userId: string) => jobs.enqueue(tx, removeAccountMedia, { userId }),
      sessionsEnded: (userId: string, sessionIds: readonly string[] | 'all') =>
        realtime.endSessions(userId, sessionIds),
    },
    tokens,
    mailer,
    jobs,
    publicUrl: config.publicUrl,
    limits: createAuthLimits(db, limits),
    accounts,
  };
  app.decorateRequest('account', null);
  app.decorate('authenticate', createAuthenticate(authDeps));
  // The device cookie of sign-ins (modules/auth/device-cookie.ts).
  await app.register(fastifyCookie);

  app.route({
    ...endpoint('GET /api/health', {
      tags: ['health'],
      summary: 'The server and its database answer',
      refuses: [],
    }),
    handler: async () => {
      await db.query('select 1');
      return { status: 'ok' as const, database: 'up' as const };
    },
  });
  await app.register(authRoutes(authDeps));
  await app.register(rankingRoutes({ db, checkReplies: config.NODE_ENV !== 'production' }));
  await app.register(athleteRoutes({ db, standings, publicUrl: config.publicUrl, consents: { hasConsent } }));
  await app.register(consentRoutes(consentDeps));
  await app.register(notificationRoutes({ db }));
  await app.register(followingRoutes({ db, events }));
  await app.register(connectionRoutes({ db, events }));
  await app.register(watchlistRoutes({ db }));
  await app.register(timelineRoutes({ db }));
  await app.register(coachRoutes({ db }));
  await app.register(organisationRoutes({ db }));
  await app.register(associationRoutes({ db, events }));
  await app.register(searchRoutes({ db, names: nameDictionary, standings: standingsIndex }));
  await app.register(collaboratorRoutes({ db, events, standings }));
  await app.register(pitchRoutes({ db, events, jobs }));
  await app.register(endorsementRoutes({ db, events }));
  await app.register(eventRoutes({ db, events, standings, jobs }));
  const mediaLimits = {
    maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
    maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES,
    quotaBytes: config.MEDIA_QUOTA_BYTES,
  };
  await app.register(
    groupRoutes(
      { db, events, jobs, publicUrl: config.publicUrl, standings },
      { db, provider: media, limits: mediaLimits, jobs },
    ),
  );
  const purchaseDeps = {
    db,
    jobs,
    payments: payments.provider,
    prices: payments.prices,
    publicUrl: config.publicUrl,
  };
  await app.register(purchaseRoutes({ ...purchaseDeps, isLocal: payments.isLocal }));
  await app.register(ticketRoutes(purchaseDeps));
  await app.register(
    revenueCatRoutes({
      checks: createLimiter(db, 'store-checks', limits.storeChecksPerAccount),
      db,
      jobs,
      payments: payments.provider,
      prices: payments.prices,
      publicUrl: config.publicUrl,
      ...revenueCat,
    }),
  );
  await app.register(
    pushRoutes({
      db,
      resolve: push.resolve,
      allowLocal: push.allowLocal,
      vapidPublicKey: push.web.publicKey,
    }),
  );

  await app.register(
    mediaRoutes({
      db,
      provider: media,
      limits: mediaLimits,
      jobs,
      dataUrlLine: {
        ...DATA_URL_LINE,
        ...parts.dataUrlLine,
        bytesAtOnce: config.MEDIA_DATA_URL_BYTES_AT_ONCE,
      },
      isSessionLive: (sessionId) => isSessionLive(db, sessionId),
    }),
  );

  await serveWeb(app, config.WEB_DIST ?? DEFAULT_WEB_DIST, config.WEB_SSR_DIST, config.publicUrl);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
