// Configuration, read from the environment and validated once at start-up (STYLE 17): nothing else reads process.env.
import { MEDIA_LIMITS, PRODUCT_KEYS } from '@podium/core/api';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Origins of the native wrappers (Capacitor on iOS and Android) and the local dev server. */
const DEFAULT_CORS_ORIGINS = 'capacitor://localhost,ionic://localhost,http://localhost,https://localhost';

const PORT_MESSAGE = 'must be a port number (0-65535)';

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65_535, PORT_MESSAGE)
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /**
   * Connections each process's PostgreSQL pool opens for requests (besides the one it listens on). Default: twice
   * this machine's cores, at least 4 (db/connection.ts DEFAULT_POOL_SIZE).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number of connections')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30d, 12h or 900s')
    .default('30d'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PUBLIC_URL: z.url('must be a URL such as https://podium.example').optional(),
  CORS_ORIGINS: z.string().default(DEFAULT_CORS_ORIGINS),
  WEB_DIST: z.string().optional(),
  /** The web's server build (apps/web dist-ssr/), which draws the public athlete page on the server; beside WEB_DIST by default. */
  WEB_SSR_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Podium <no-reply@podium.local>'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .default(1_048_576),
  /** A request's headers must all arrive within this (from its first byte); else 408 and closed. */
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(600_000, 'must be at most 600000')
    .default(20_000),
  /**
   * A request body must keep coming: each period this long must bring BODY_MIN_BYTES_PER_SECOND times its seconds
   * in bytes (at least one byte), else 408 and closed (http/slow-requests.ts).
   */
  BODY_STALL_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(0, 'must be at least 0')
    .max(1_048_576, 'must be at most 1048576')
    .default(500),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Media goes to Cloudinary when set; otherwise the server stores it in DATA_DIR/media and serves it. */
  CLOUDINARY_URL: z
    .string()
    .regex(
      /^cloudinary:\/\/[^:@/\s]+:[^@/\s]+@[A-Za-z0-9_-]+$/,
      'must look like cloudinary://<api key>:<api secret>@<cloud name>',
    )
    .optional(),
  /** A signed upload preset of the Cloudinary account, applied to every upload; none when unset. */
  CLOUDINARY_UPLOAD_PRESET: z.string().min(1).max(100).optional(),
  MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().min(1).default(MEDIA_LIMITS.maxVideoBytes),
  MEDIA_MAX_IMAGE_BYTES: z.coerce.number().int().min(1).default(MEDIA_LIMITS.maxImageBytes),
  /**
   * What the bodies of images sent as data URLs that this process reads and decodes at once may add up to; the
   * rest wait in line (issue 22, item 4). One body larger than this is still taken when it is the only one.
   */
  MEDIA_DATA_URL_BYTES_AT_ONCE: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1, 'must be at least 1')
    .default(32 * 1024 * 1024),
  /** What one account's files may add up to, every kind together. */
  MEDIA_QUOTA_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1, 'must be at least 1')
    .default(MEDIA_LIMITS.storageQuotaBytes),
  /** Web Push keys (RFC 8292), both or neither; unset, a pair is generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** The contact push services see; defaults to PUBLIC_URL when https, else mailto: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** 1: push endpoints may resolve to loopback or private addresses (tests, a push service on one's network). */
  PUSH_ALLOW_LOCAL: z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .default('0')
    .transform((value) => value === '1'),
  /** A Firebase service account (its JSON, or the path of its file): device tokens are pushed through FCM. */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  FCM_BASE_URL: z
    .url('must be a URL such as https://fcm.googleapis.com')
    .default('https://fcm.googleapis.com'),
  /**
   * Where socket.io keeps its rooms: postgres shares them with every process on DATABASE_URL (LISTEN/NOTIFY),
   * memory keeps them in this process. Default: postgres with DATABASE_URL, memory on the embedded database.
   */
  REALTIME_ADAPTER: z.enum(['postgres', 'memory'], { message: 'must be postgres or memory' }).optional(),
  /**
   * 0: this API process runs no background jobs, only enqueues them, and a `npm run worker` process on the same
   * DATABASE_URL runs them (docs/operations.md). The embedded database is one process's, which runs them itself.
   */
  RUN_JOBS: z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .default('1')
    .transform((value) => value === '1'),
  /** Stripe's secret key and the webhook endpoint's signing secret, both or neither; neither: the local checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /**
   * The price table (JSON): each product key of spec 9 to its Stripe price id, amount (smallest unit) and currency.
   * Needed with Stripe; without it the local checkout's development prices (modules/purchases/prices.ts).
   */
  PRICES: z
    .string()
    .transform((value, context) => {
      try {
        return PricesSchema.parse(JSON.parse(value));
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            'must be JSON naming every product key: {"public_link": {"priceId", "amount", "currency"}, ...}',
        });
        return z.NEVER;
      }
    })
    .optional(),
  /**
   * RevenueCat (native in-app purchases): a v2 secret key and its project id, both or neither; neither: the local
   * verifier (development and tests; production verifies nothing). The webhook's Authorization header value.
   */
  REVENUECAT_SECRET_KEY: z.string().min(1).max(500).optional(),
  REVENUECAT_PROJECT_ID: z.string().min(1).max(100).optional(),
  REVENUECAT_WEBHOOK_AUTH: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  /** RevenueCat's API address: https://api.revenuecat.com; only tests point it elsewhere. */
  REVENUECAT_API_URL: z.url().default('https://api.revenuecat.com'),
});

const PriceEntrySchema = z
  .object({
    priceId: z.string().min(1).max(100),
    amount: z.number().int().min(0),
    currency: z.string().regex(/^[a-z]{3}$/),
  })
  .strict();

/** Every product key, each once. */
const PricesSchema = z.record(z.enum(PRODUCT_KEYS), PriceEntrySchema);

export type PriceEntry = z.infer<typeof PriceEntrySchema>;

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Validates an environment; a bad value stops start-up with one line naming the variable. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const config = parsed.data;
  if (config.REALTIME_ADAPTER === 'postgres' && !config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: REALTIME_ADAPTER postgres needs DATABASE_URL');
  }
  if (!config.RUN_JOBS && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: RUN_JOBS 0 needs DATABASE_URL (the embedded database is one process, which runs its jobs)',
    );
  }
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  if (Boolean(config.REVENUECAT_SECRET_KEY) !== Boolean(config.REVENUECAT_PROJECT_ID)) {
    throw new ConfigError(
      'Invalid configuration: REVENUECAT_SECRET_KEY and REVENUECAT_PROJECT_ID go together',
    );
  }
  if (config.STRIPE_SECRET_KEY && !config.PRICES) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY needs PRICES (each product key to its price id)',
    );
  }
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
