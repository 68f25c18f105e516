// Builds the Fastify instance from its parts (config, database, mailer): used by main.ts and by the tests.
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ACCOUNT_RULES } from '@podium/core';
import { HealthSchema } from '@podium/core/api';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Queryable } from './db/connection.ts';
import { createBackground } from './http/background.ts';
import { handleError } from './http/error-handler.ts';
import { createLimiter, type Limit } from './http/limiter.ts';
import { refuseNul } from './http/text-guard.ts';
import { DEFAULT_WEB_DIST, serveWeb } from './http/web.ts';
import { athleteRoutes } from './modules/athletes/routes.ts';
import { refreshAthleteOfUser } from './modules/athletes/service.ts';
import { createAuthenticate } from './modules/auth/authenticate.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createTokens, loadOrCreateSecret } from './modules/auth/tokens.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { rankingRoutes } from './modules/rankings/routes.ts';
import { refreshAthlete, refreshStanding } from './modules/rankings/service.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { CLOUDINARY_ORIGINS } from './providers/media/cloudinary.ts';
import { createMediaProvider } from './providers/media/select.ts';

export interface AppLimits {
  loginPerIp: Limit;
  loginPerEmail: Limit;
  mailPerIp: Limit;
}

export const DEFAULT_LIMITS: AppLimits = {
  loginPerIp: { points: ACCOUNT_RULES.loginAttemptsPerIp, durationSeconds: ACCOUNT_RULES.loginWindowSeconds },
  loginPerEmail: {
    points: ACCOUNT_RULES.loginAttemptsPerEmail,
    durationSeconds: ACCOUNT_RULES.loginWindowSeconds,
  },
  mailPerIp: { points: 30, durationSeconds: 15 * 60 },
};

export interface AppParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  limits?: Partial<AppLimits>;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(parts: AppParts) {
  const { config, db, mailer } = parts;
  const app = Fastify({
    logger: parts.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Before any route's validation: NUL characters would otherwise fail in PostgreSQL as a 500.
  app.addHook('preValidation', refuseNul);
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.settled();
  });

  await app.register(fastifyHelmet, {
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
      },
    },
  });
  const origins = config.CORS_ORIGINS.split(',').map((origin) => origin.trim());
  await app.register(fastifyCors, {
    origin: origins,
    allowedHeaders: ['content-type', 'x-auth-token', 'authorization'],
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Podium API',
        version: '0.1.0',
        description: 'Every call of the Podium client. Errors are always a 4xx with { errors: [{ msg }] }.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const limits = { ...DEFAULT_LIMITS, ...parts.limits };
  const tokens = createTokens(loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET), config.JWT_TTL);
  const standings = { refreshStanding, refreshAthlete };
  const media = createMediaProvider({
    cloudinaryUrl: config.CLOUDINARY_URL,
    uploadPreset: config.CLOUDINARY_UPLOAD_PRESET,
    dataDir: config.DATA_DIR,
    publicUrl: config.publicUrl,
    rootSecret: loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET),
  });
  const authDeps = {
    db,
    hooks: {
      birthDateChanged: (tx: Queryable, userId: string) => refreshAthleteOfUser(standings, tx, userId),
      accountDeleted: (userId: string) => media.deleteOwnerMedia(userId),
    },
    tokens,
    mailer,
    background,
    publicUrl: config.publicUrl,
    limits: {
      loginPerIp: createLimiter(limits.loginPerIp),
      loginPerEmail: createLimiter(limits.loginPerEmail),
      mailPerIp: createLimiter(limits.mailPerIp),
    },
  };
  app.decorateRequest('account', null);
  app.decorate('authenticate', createAuthenticate(authDeps));

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The server and its database answer',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await db.query('select 1');
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
  await app.register(authRoutes(authDeps));
  await app.register(rankingRoutes({ db }));
  await app.register(athleteRoutes({ db, standings, publicUrl: config.publicUrl }));

  const mediaLimits = {
    maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
    maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES,
  };
  await app.register(mediaRoutes({ provider: media, limits: mediaLimits }));

  await serveWeb(app, config.WEB_DIST ?? DEFAULT_WEB_DIST);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
