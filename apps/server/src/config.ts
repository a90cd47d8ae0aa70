import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const listFromEnv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL' }).optional(),
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,15}$/, 'DEFAULT_MERCHANT must be a merchant code such as DEMO')
    .default('DEMO'),
  TRUSTED_PROXIES: listFromEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_STATIC: booleanFromEnv.default(true),
  DEMO_SEED: booleanFromEnv,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(15_000),
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(64).default('fortuna-rl:'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  MONEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Registrations per address and hour. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Fortuna <no-reply@localhost>'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'SMS_GATEWAY_URL must be an http(s) URL' }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  STUDIO_ENABLED: booleanFromEnv.default(true),
  LOTTERY_ENABLED: booleanFromEnv.default(true),
  LOTTERY_DRAWS: booleanFromEnv,
  /** The regional draws' results feed (docs/lottery.md "Results feed"); unset: staff entry only. */
  LOTTERY_VN_FEED_URL: z.string().url().optional(),
  /** A feed result is approved as it arrives instead of waiting for a staff member's approval. */
  LOTTERY_VN_FEED_AUTO_APPROVE: booleanFromEnv.default(false),
  SETTLEMENT_JOBS: booleanFromEnv,
  STUDIO_PLATFORM_URL: z
    .url({ protocol: /^https?$/, error: 'STUDIO_PLATFORM_URL must be the http(s) address of the platform' })
    .optional(),
  STUDIO_VENDOR_SECRET: z.string().min(16).optional(),
  STUDIO_CRASH_BETTING_MS: z.coerce.number().int().min(100).max(120_000).default(6000),
  STUDIO_CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(120_000).default(3000),
  SPORTS_ENABLED: booleanFromEnv.default(true),
  SPORTS_ROUND_MS: z.coerce.number().int().min(2000).max(3_600_000).default(180_000),
  SPORTS_MATCH_MS: z.coerce.number().int().min(1000).max(600_000).default(45_000),
  SPORTS_MARGIN_BP: z.coerce.number().int().min(0).max(2000).default(500),
  SPORTS_CASH_OUT_MARGIN_BP: z.coerce.number().int().min(0).max(2000).default(500),
  SPORTS_MIN_STAKE: z.coerce.number().int().min(1).default(1_000),
  SPORTS_MAX_STAKE: z.coerce.number().int().min(1).default(50_000_000),
  SPORTS_MAX_PAYOUT: z.coerce.number().int().min(1).default(1_000_000_000),
  SPORTS_FEED_URL: z.string().url().optional(),
  SPORTS_FEED_SECRET: z.string().min(16).optional(),
  SPORTS_FEED_PULL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  SPORTS_FEED_RESULTS_NEED_APPROVAL: booleanFromEnv.default(false),
  STUDIO_CRASH_SPEED: z.coerce.number().min(1).max(1000).default(1),
  STUDIO_CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process opens to PostgreSQL. */
  poolSize: number;
  redisUrl: string | undefined;
  defaultMerchant: string;
  trustedProxies: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  serveStatic: boolean;
  /** Seed the demo merchant and demo accounts on a fresh embedded database. */
  demoSeed: boolean;
  shutdownTimeoutMs: number;
  /** Key prefix of rate-limit counters in Redis; nodes of one deployment share it. */
  rateLimitNamespace: string;
  /** Requests one address may make per minute to any route (routes open to guessing have tighter limits). */
  rateLimitPerMinute: number;
  /** Money-moving calls (each checks a payment password) one member may make per minute. */
  moneyRateLimitPerMinute: number;
  /** Sign-in attempts per address and username in 5 minutes (members and staff). */
  signInRateLimit: number;
  registerRateLimit: number;
  /** SMS and email providers; a channel without one uses the development outbox. */
  delivery: { smtpUrl?: string; mailFrom: string; smsGatewayUrl?: string; smsGatewayToken?: string };
  /**
   * Our studio: on by default beside the platform, reaching the wallet through the seamless API in the same
   * process. With a platform URL and the studio's vendor secret it calls that platform over the network.
   */
  studio: { enabled: boolean; platformUrl?: string; vendorSecret?: string; crash: CrashScheduleConfig };
  /** Our sportsbook's virtual league beside the platform (docs/sportsbook.md). */
  sportsbook: SportsbookConfig;
  /** Our lottery beside the platform; `draws`: this node runs the fast-draw scheduler (off under test unless set). */
  lottery: { enabled: boolean; draws: boolean; vnFeedUrl?: string; vnFeedAutoApprove: boolean };
  /** Agent settlement jobs (real-time salary every 5 minutes, hourly, daily, dividends); off in unit tests. */
  settlementJobs: boolean;
}

/**
 * The virtual league's clock (a round kicks off every `roundMs`, its matches last `matchMs`), the margin
 * in basis points and the bet limits in minor units.
 */
export interface SportsbookConfig {
  enabled: boolean;
  roundMs: number;
  matchMs: number;
  marginBp: number;
  /** The merchant's margin on a cash-out price (basis points). */
  cashOutMarginBp: number;
  /** The least stake of a bet; `maxStake` is the most a member stakes on one selection (desk events). */
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
  /** The real-event feed (docs/sportsbook.md "Feed"): pulled from `url` when set, pushed when `secret` is set. */
  feed: SportsFeedConfig;
}

export interface SportsFeedConfig {
  url?: string;
  /** The HMAC-SHA256 key both sides sign the feed's body with; no secret, no feed. */
  secret?: string;
  pullMs: number;
  /** Whether a result from the feed waits for a staff member's approval (default: it settles at once). */
  resultsNeedApproval: boolean;
}

/**
 * The shared crash schedule: betting window and pause between games, a speed factor of the multiplier's
 * growth (1 = real time; higher in tests and demos), and how many games one hash chain holds.
 */
export interface CrashScheduleConfig {
  bettingMs: number;
  pauseMs: number;
  speed: number;
  chainLength: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as in most deployment tools.
  const env = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const isEmbedded = vars.DATABASE_URL === undefined;
  const isProduction = vars.NODE_ENV === 'production';
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    poolSize: vars.DATABASE_POOL_SIZE,
    redisUrl: vars.REDIS_URL,
    defaultMerchant: vars.DEFAULT_MERCHANT,
    trustedProxies: vars.TRUSTED_PROXIES,
    logLevel: vars.LOG_LEVEL,
    serveStatic: vars.SERVE_STATIC,
    demoSeed: !isProduction && (env.DEMO_SEED === undefined ? isEmbedded : vars.DEMO_SEED),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    rateLimitNamespace: vars.RATE_LIMIT_NAMESPACE,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    moneyRateLimitPerMinute: vars.MONEY_RATE_LIMIT_PER_MINUTE,
    signInRateLimit: vars.SIGN_IN_RATE_LIMIT,
    registerRateLimit: vars.REGISTER_RATE_LIMIT,
    delivery: {
      smtpUrl: vars.SMTP_URL,
      mailFrom: vars.MAIL_FROM,
      smsGatewayUrl: vars.SMS_GATEWAY_URL,
      smsGatewayToken: vars.SMS_GATEWAY_TOKEN,
    },
    settlementJobs: env.SETTLEMENT_JOBS === undefined ? vars.NODE_ENV !== 'test' : vars.SETTLEMENT_JOBS,
    sportsbook: {
      enabled: vars.SPORTS_ENABLED,
      roundMs: vars.SPORTS_ROUND_MS,
      matchMs: Math.min(vars.SPORTS_MATCH_MS, vars.SPORTS_ROUND_MS - 1000),
      marginBp: vars.SPORTS_MARGIN_BP,
      cashOutMarginBp: vars.SPORTS_CASH_OUT_MARGIN_BP,
      minStake: BigInt(vars.SPORTS_MIN_STAKE),
      maxStake: BigInt(vars.SPORTS_MAX_STAKE),
      maxPayout: BigInt(vars.SPORTS_MAX_PAYOUT),
      feed: {
        url: vars.SPORTS_FEED_URL,
        secret: vars.SPORTS_FEED_SECRET,
        pullMs: vars.SPORTS_FEED_PULL_MS,
        resultsNeedApproval: vars.SPORTS_FEED_RESULTS_NEED_APPROVAL,
      },
    },
    lottery: {
      enabled: vars.LOTTERY_ENABLED,
      draws: env.LOTTERY_DRAWS === undefined ? vars.NODE_ENV !== 'test' : vars.LOTTERY_DRAWS,
      vnFeedUrl: vars.LOTTERY_VN_FEED_URL,
      vnFeedAutoApprove: vars.LOTTERY_VN_FEED_AUTO_APPROVE,
    },
    studio: {
      enabled: vars.STUDIO_ENABLED,
      platformUrl: vars.STUDIO_PLATFORM_URL,
      vendorSecret: vars.STUDIO_VENDOR_SECRET,
      crash: {
        bettingMs: vars.STUDIO_CRASH_BETTING_MS,
        pauseMs: vars.STUDIO_CRASH_PAUSE_MS,
        speed: vars.STUDIO_CRASH_SPEED,
        // A million games last about half a year; test databases start with a short chain.
        chainLength: vars.STUDIO_CRASH_CHAIN_LENGTH ?? (vars.NODE_ENV === 'test' ? 1000 : 1_000_000),
      },
    },
  };
}
