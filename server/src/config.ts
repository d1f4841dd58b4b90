import net from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './repo-root';
import { parseAllowedHost, type AllowedHost } from './outbound/outbound-rules';

/** Every setting of the server, read once from the environment. */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Unset: the embedded database (PGlite) in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** json: a JSON object per line, for log collectors; pretty: for a person (development). */
  logFormat: 'json' | 'pretty';
  /** Where links in e-mails point: the web app's public origin. */
  publicUrl: string;
  webDistDir: string;
  /** How long the traveller pages' head metadata and the sitemap are kept in memory; 0: not. */
  pageCacheSeconds: number;
  /** How long a traveller page may take to render on the server before the shell is sent. */
  serverRenderTimeoutMs: number;
  bodyLimitBytes: number;
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For, -Proto, -Host): false
   * (none), a number of proxy hops counted from the app, or their addresses and CIDR ranges.
   * Never every proxy: the left-most X-Forwarded-For address is the client's to write.
   */
  trustProxy: false | number | string[];
  graphql: {
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    /** Largest query answer sent, in bytes of JSON; over it, RESPONSE_TOO_LARGE instead. */
    maxResponseBytes: number;
    introspection: boolean;
  };
  auth: {
    /** HS256 key for access tokens; unset outside production: a random key per process. */
    jwtSecret: string;
    tokenLifetimeSeconds: number;
    /** Failed sign-ins allowed per account and per client address within the window. */
    loginThrottle: { maxFailures: number; windowSeconds: number };
    /** Wrong current passwords (changing the password) within the window that end every session. */
    wrongCurrentPasswordsBeforeSignOut: number;
  };
  bookings: {
    /** Hours a traveller has to confirm a booking by e-mail before it lapses. */
    verifyHours: number;
    /** Bookings allowed per client address within the window. */
    rateLimit: { maxBookings: number; windowSeconds: number };
    /** Verification e-mails one address receives: bookings awaiting it, e-mails an hour. */
    recipientLimits: { pendingPerEmail: number; verificationMailsPerHour: number };
  };
  offerHolds: {
    /** Special offers one client address may hold at once. */
    perClient: number;
    /** Holds one client address may start within the window. */
    rateLimit: { maxStarts: number; windowSeconds: number };
  };
  /** Partner-link visits counted per client address within the window; more are refused. */
  partnerVisitRateLimit: { maxVisits: number; windowSeconds: number };
  /** Run pending migrations and seed demo data on start when the database is empty. */
  autoMigrate: boolean;
  seedDemoData: boolean;
  /** Outside production: /dev/mailbox answers other machines too (a phone on the network). */
  devMailboxOpen: boolean;
  /** Operator overrides of the currency rates (VND per unit, by code); win over the table. */
  currencyRates: Record<string, number>;
  /** Periodic background jobs (the mail worker, ...); off in tests unless asked for. */
  jobs: { enabled: boolean };
  mail: {
    /** Unset: mail stays in the outbox (outside production, the dev mailbox shows it). */
    smtpUrl: string | undefined;
    from: string;
    /** Sending attempts before a mail is marked FAILED. */
    maxAttempts: number;
    pollIntervalMs: number;
  };
  /** Web Push notifications to shop owners (new bookings). */
  push: {
    /** Unset: a pair made on first need and kept in the database (web_push_keys). */
    vapidKeys: VapidKeys | null;
    /** How push services reach the operator: mailto: or https:, default mailto:CONTACT_EMAIL. */
    subject: string;
    /** Subscriptions may be http on loopback hosts (tests, a local push service); https elsewhere. */
    allowLoopbackHttp: boolean;
    /** Sending attempts before a notification is marked FAILED. */
    maxAttempts: number;
    pollIntervalMs: number;
  };
  /** Requests to URLs users give (push endpoints): https to public addresses only. */
  outbound: {
    /** Hosts (host or host:port) reachable anyway, over http too: a local push service. */
    allowPrivateHosts: AllowedHost[];
  };
  /** What the web app shows from the server's settings (GraphQL `appSettings`). */
  appSettings: AppSettings;
  /** Where pictures live: an S3-compatible bucket, or null for files under `dataDir/media`. */
  s3: S3Settings | null;
  /** Bytes of recently served /media/image variants each instance keeps in memory; 0: none. */
  mediaMemoryCacheBytes: number;
}

/** An S3-compatible object store (Amazon S3, MinIO, Cloudflare R2, Garage). */
export interface S3Settings {
  bucket: string;
  /** Unset: Amazon S3 of the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. `xemay/`; empty for none. */
  prefix: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** A VAPID key pair, base64url: the public key an uncompressed P-256 point, the private 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Settings the web app reads at run time, not at build time. */
export interface AppSettings {
  /** As shown, e.g. "+84 90 123 4567". */
  whatsappNumber: string;
  /** https://wa.me/<the number's digits> */
  whatsappUrl: string;
  /** A Leaflet tile URL template: http(s) with {z}, {x} and {y} (and {s} for a subdomain). */
  mapTileUrl: string;
  mapTileAttribution: string;
  helpVideoUrl: string | null;
  contactEmail: string;
  /** Who runs the site, for the imprint; null until the operator sets it. */
  legalNotice: LegalNotice | null;
  /** The founder and co-founder the "About us" page presents. */
  team: TeamMember[];
}

export interface TeamMember {
  role: 'FOUNDER' | 'COFOUNDER';
  name: string;
  bio: { en: string; vn: string } | null;
}

/** The operator's legal facts, as the operator states them (OPERATOR_* variables). */
export interface LegalNotice {
  company: string;
  address: string;
  registration: string | null;
  representative: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/**
 * TRUST_PROXY: `false` (or unset), `true` (one hop: the proxy directly in front, as the
 * shipped nginx), a number of hops, or a comma list of proxy addresses, CIDR ranges and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`: the private ranges).
 */
function readTrustProxy(env: Env, name: string): false | number | string[] {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return false;
  const lower = raw.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) return readInt(env, name, 1, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const version = net.isIP(address);
    if (version === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    const prefix = Number(bits);
    return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
  };
  const wrong = entries.find((entry) => !valid(entry));
  if (wrong !== undefined)
    throw new ConfigError(
      `${name} must be false, true, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas, got "${wrong}"`,
    );
  return entries;
}

/** A comma list of host, host:port, [IPv6] or [IPv6]:port; empty for none. */
function readAllowedHosts(env: Env, name: string): AllowedHost[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const allowed = parseAllowedHost(entry);
    if (!allowed)
      throw new ConfigError(
        `${name} must be hosts or host:port pairs separated by commas, got "${entry.trim()}"`,
      );
    return allowed;
  });
}

function readChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** Secrets written in this repository (the compose demo's former default, the tests'). */
const publishedSecrets = new Set([
  'demo-only-secret-change-me-before-real-use',
  'test-secret-test-secret-test-secret-0123',
]);

/**
 * A signing key anyone could know or guess: in production the app refuses to start with one,
 * since it would let anyone sign an admin's token.
 */
function weakSecretProblem(raw: string): string | null {
  if (publishedSecrets.has(raw) || /change-?me|example|secret-secret/i.test(raw))
    return 'is a published example value';
  if (new Set(raw).size < 12) return 'repeats too few characters to be random';
  return null;
}

function readSecret(env: Env, name: string, required: boolean): string {
  const raw = env[name];
  if (raw) {
    if (raw.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
    const problem = required ? weakSecretProblem(raw) : null;
    if (problem)
      throw new ConfigError(
        `${name} ${problem}: set 32 or more random characters (e.g. \`openssl rand -base64 48\`)`,
      );
    return raw;
  }
  if (required) throw new ConfigError(`${name} must be set in production`);
  return randomBytes(32).toString('base64url');
}

/** "USD=25400,EUR=27600": VND per unit of each currency, all finite and positive. */
function readCurrencyRates(env: Env, name: string): Record<string, number> {
  const raw = env[name]?.trim();
  if (!raw) return {};
  const rates: Record<string, number> = {};
  for (const entry of raw.split(',')) {
    const match = /^\s*([A-Za-z]{3})\s*=\s*([0-9]+(?:\.[0-9]+)?)\s*$/.exec(entry);
    const rate = Number(match?.[2]);
    if (!match || !Number.isFinite(rate) || rate <= 0) {
      throw new ConfigError(`${name} must look like "USD=25400,EUR=27600", got "${raw}"`);
    }
    rates[match[1].toUpperCase()] = rate;
  }
  return rates;
}

/** A phone number as people write it: 8 to 15 digits, an optional leading +, spaces, -, . and (). */
function readPhoneNumber(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const digits = raw.replace(/\D/g, '');
  if (!/^\+?[0-9 ().-]+$/.test(raw) || digits.length < 8 || digits.length > 15) {
    throw new ConfigError(`${name} must be a phone number with 8 to 15 digits, got "${raw}"`);
  }
  return raw;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function readHttpUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!isHttpUrl(raw) || raw.length > 2000) {
    throw new ConfigError(`${name} must be an http or https URL, got "${raw}"`);
  }
  return raw;
}

/** Placeholders Leaflet fills in a tile URL; {s} only as the first label of the host. */
const tilePlaceholder = /\{(s|z|x|y|r|-y)\}/g;

/**
 * The CSP source the tile URL's pictures come from: its scheme and host, with a `{s}`
 * subdomain as a wildcard (`https://*.tile.example.org`).
 */
export function tileImageSource(tileUrl: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) throw new ConfigError(`"${tileUrl}" is not an http or https URL`);
  const host = match[2].replace(/^\{s\}\./, '*.');
  if (/[{}\s'";,]/.test(host)) throw new ConfigError(`"${tileUrl}" has a placeholder in its host`);
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

function readTileUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const problem = `${name} must be an http or https URL with {z}, {x} and {y}, got "${raw}"`;
  if (!['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) throw new ConfigError(problem);
  if (!isHttpUrl(raw.replace(tilePlaceholder, '0')) || raw.length > 2000)
    throw new ConfigError(problem);
  try {
    tileImageSource(raw);
  } catch {
    throw new ConfigError(problem);
  }
  return raw;
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw) || raw.length > 254) {
    throw new ConfigError(`${name} must be an e-mail address, got "${raw}"`);
  }
  return raw;
}

function readText(env: Env, name: string, fallback: string, maxLength: number): string {
  const raw = env[name]?.trim() || fallback;
  if (raw.length > maxLength) {
    throw new ConfigError(`${name} must have at most ${maxLength} characters`);
  }
  return raw;
}

export const appSettingDefaults = {
  whatsappNumber: '+84 90 123 4567',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
  contactEmail: 'hello@xemay.vn',
} as const;

function readAppSettings(env: Env, demo: boolean): AppSettings {
  const whatsappNumber = readPhoneNumber(env, 'WHATSAPP_NUMBER', appSettingDefaults.whatsappNumber);
  return {
    whatsappNumber,
    whatsappUrl: `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`,
    mapTileUrl: readTileUrl(env, 'MAP_TILE_URL', appSettingDefaults.mapTileUrl),
    mapTileAttribution: readText(
      env,
      'MAP_TILE_ATTRIBUTION',
      appSettingDefaults.mapTileAttribution,
      500,
    ),
    helpVideoUrl: readHttpUrl(env, 'HELP_VIDEO_URL'),
    contactEmail: readEmail(env, 'CONTACT_EMAIL', appSettingDefaults.contactEmail),
    legalNotice: readLegalNotice(env),
    team: readTeam(env, demo),
  };
}

/** The demo's team, as fictional as its shops: shown only with the demo data. */
const demoTeam: TeamMember[] = [
  {
    role: 'FOUNDER',
    name: 'Linh Nguyễn',
    bio: {
      en: "Grew up above her uncle's rental shop in Hà Nội and has ridden from Hà Giang to Cà Mau. Wants every traveller to rent a bike as easily as a local.",
      vn: 'Lớn lên ngay trên cửa hàng cho thuê xe của chú mình ở Hà Nội và đã chạy xe từ Hà Giang đến Cà Mau. Mong mọi du khách đều thuê xe dễ dàng như người địa phương.',
    },
  },
  {
    role: 'COFOUNDER',
    name: 'Tom Becker',
    bio: {
      en: 'Software engineer from Hamburg who fell for Vietnam on a rented Honda Wave in Hội An. Builds the app and the tools for our partner shops.',
      vn: 'Kỹ sư phần mềm đến từ Hamburg, yêu Việt Nam từ chuyến đi bằng chiếc Honda Wave thuê ở Hội An. Xây dựng ứng dụng và các công cụ cho cửa hàng đối tác.',
    },
  },
];

/**
 * The team from FOUNDER_* and COFOUNDER_* (name, bio in English, bio in Vietnamese, which
 * falls back to the English one). None set: the demo's team with the demo data, else nobody,
 * since made-up people on a real site would be a false statement.
 */
function readTeam(env: Env, demo: boolean): TeamMember[] {
  const roles = ['FOUNDER', 'COFOUNDER'] as const;
  const members = roles.flatMap((role): TeamMember[] => {
    const name = readText(env, `${role}_NAME`, '', 100);
    const en = readText(env, `${role}_BIO_EN`, '', 500);
    const vn = readText(env, `${role}_BIO_VN`, '', 500);
    if (!name && (en || vn)) throw new ConfigError(`${role}_NAME must be set with its bio`);
    if (!name) return [];
    if (vn && !en) throw new ConfigError(`${role}_BIO_EN must be set with ${role}_BIO_VN`);
    return [{ role, name, bio: en ? { en, vn: vn || en } : null }];
  });
  return members.length > 0 || !demo ? members : demoTeam;
}

/**
 * The imprint's facts come from the operator alone: no default, since a made-up company would
 * be a false statement. Given at all, the company and its address are both required.
 */
function readLegalNotice(env: Env): LegalNotice | null {
  const text = (name: string) => readText(env, name, '', 300) || null;
  const company = text('OPERATOR_COMPANY');
  const address = text('OPERATOR_ADDRESS');
  const registration = text('OPERATOR_REGISTRATION');
  const representative = text('OPERATOR_REPRESENTATIVE');
  if (!company && !address && !registration && !representative) return null;
  if (!company)
    throw new ConfigError('OPERATOR_COMPANY must be set with the other OPERATOR_ values');
  if (!address)
    throw new ConfigError('OPERATOR_ADDRESS must be set with the other OPERATOR_ values');
  return { company, address, registration, representative };
}

/** Both keys or neither; they must be a P-256 pair, or every notification would be refused. */
function readVapidKeys(env: Env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const problem = 'VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY must be a P-256 key pair, base64url';
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(publicKey) || !base64url.test(privateKey)) throw new ConfigError(problem);
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (privateBytes.length !== 32) throw new ConfigError(problem);
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    if (ecdh.getPublicKey('base64url') !== publicKey) throw new ConfigError(problem);
  } catch {
    throw new ConfigError(problem);
  }
  return { publicKey, privateKey };
}

function readVapidSubject(env: Env, contactEmail: string): string {
  const raw = env.VAPID_SUBJECT?.trim() || `mailto:${contactEmail}`;
  const valid =
    /^mailto:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw) ||
    (raw.startsWith('https://') && isHttpUrl(raw));
  if (!valid || raw.length > 500) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https URL, got "${raw}"`);
  }
  return raw;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const s3Optional = ['S3_ENDPOINT', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'] as const;

/** All of the S3_ settings or none: a half-set store would lose pictures to the local disk. */
function readS3Settings(env: Env): S3Settings | null {
  const given = [...s3Required, ...s3Optional].filter((name) => env[name]?.trim());
  if (given.length === 0) return null;
  const missing = s3Required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(', ')} must be set with ${given.join(', ')} (S3 picture store)`,
    );
  }
  const endpoint = readHttpUrl(env, 'S3_ENDPOINT') ?? undefined;
  const prefix = env.S3_PREFIX?.trim() ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(prefix)) {
    throw new ConfigError(`S3_PREFIX must be a path such as "xemay/", got "${prefix}"`);
  }
  return {
    bucket: env.S3_BUCKET!.trim(),
    endpoint,
    region: env.S3_REGION!.trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: readBool(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = readChoice(env, 'NODE_ENV', ['development', 'test', 'production'], 'development');
  const port = readInt(env, 'PORT', 4000, 0, 65535);
  const production = nodeEnv === 'production';
  return {
    env: nodeEnv,
    host: env.HOST || '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    dbPoolSize: readInt(env, 'DB_POOL_SIZE', 10, 1, 200),
    logLevel: readChoice(env, 'LOG_LEVEL', logLevels, nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: readChoice(
      env,
      'LOG_FORMAT',
      ['json', 'pretty'],
      nodeEnv === 'development' ? 'pretty' : 'json',
    ),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist')),
    pageCacheSeconds: readInt(env, 'PAGE_CACHE_SECONDS', 60, 0, 3600),
    serverRenderTimeoutMs: readInt(env, 'SERVER_RENDER_TIMEOUT_MS', 3000, 50, 60_000),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 50 * 1_048_576),
    trustProxy: readTrustProxy(env, 'TRUST_PROXY'),
    graphql: {
      maxDepth: readInt(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 50),
      maxCost: readInt(env, 'GRAPHQL_MAX_COST', 5000, 10, 1_000_000),
      maxAliases: readInt(env, 'GRAPHQL_MAX_ALIASES', 15, 0, 1000),
      maxResponseBytes: readInt(
        env,
        'GRAPHQL_MAX_RESPONSE_BYTES',
        5 * 1_048_576,
        256,
        1024 * 1_048_576,
      ),
      introspection: readBool(env, 'GRAPHQL_INTROSPECTION', !production),
    },
    auth: {
      jwtSecret: readSecret(env, 'JWT_SECRET', production),
      tokenLifetimeSeconds: readInt(env, 'TOKEN_LIFETIME_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
      loginThrottle: {
        maxFailures: readInt(env, 'LOGIN_MAX_FAILURES', 10, 1, 1000),
        windowSeconds: readInt(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      },
      wrongCurrentPasswordsBeforeSignOut: readInt(env, 'PASSWORD_CHANGE_MAX_WRONG', 3, 1, 100),
    },
    bookings: {
      verifyHours: readInt(env, 'BOOKING_VERIFY_HOURS', 2, 1, 168),
      rateLimit: {
        maxBookings: readInt(env, 'BOOKING_RATE_LIMIT_MAX', 20, 1, 100_000),
        windowSeconds: readInt(env, 'BOOKING_RATE_LIMIT_WINDOW_SECONDS', 600, 1, 24 * 3600),
      },
      recipientLimits: {
        pendingPerEmail: readInt(env, 'BOOKINGS_PENDING_PER_EMAIL', 5, 1, 1000),
        verificationMailsPerHour: readInt(env, 'VERIFICATION_MAILS_PER_EMAIL_HOUR', 10, 1, 1000),
      },
    },
    offerHolds: {
      perClient: readInt(env, 'OFFER_HOLDS_PER_CLIENT', 2, 1, 100),
      rateLimit: {
        maxStarts: readInt(env, 'OFFER_HOLD_RATE_LIMIT_MAX', 10, 1, 100_000),
        windowSeconds: readInt(env, 'OFFER_HOLD_RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
      },
    },
    partnerVisitRateLimit: {
      maxVisits: readInt(env, 'PARTNER_VISIT_RATE_LIMIT_MAX', 30, 1, 100_000),
      windowSeconds: readInt(env, 'PARTNER_VISIT_RATE_LIMIT_WINDOW_SECONDS', 600, 1, 24 * 3600),
    },
    autoMigrate: readBool(env, 'AUTO_MIGRATE', true),
    seedDemoData: readBool(env, 'SEED_DEMO_DATA', !production),
    devMailboxOpen: readBool(env, 'DEV_MAILBOX_OPEN', false),
    currencyRates: readCurrencyRates(env, 'CURRENCY_RATES'),
    jobs: { enabled: readBool(env, 'JOBS_ENABLED', nodeEnv !== 'test') },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'xemay <bookings@xemay.vn>',
      maxAttempts: readInt(env, 'MAIL_MAX_ATTEMPTS', 12, 1, 100),
      pollIntervalMs: readInt(env, 'MAIL_POLL_SECONDS', 10, 1, 3600) * 1000,
    },
    push: {
      vapidKeys: readVapidKeys(env),
      subject: readVapidSubject(
        env,
        readEmail(env, 'CONTACT_EMAIL', appSettingDefaults.contactEmail),
      ),
      allowLoopbackHttp: readBool(env, 'PUSH_ALLOW_LOOPBACK_HTTP', !production),
      maxAttempts: readInt(env, 'PUSH_MAX_ATTEMPTS', 10, 1, 100),
      pollIntervalMs: readInt(env, 'PUSH_POLL_SECONDS', 10, 1, 3600) * 1000,
    },
    outbound: { allowPrivateHosts: readAllowedHosts(env, 'OUTBOUND_ALLOW_PRIVATE_HOSTS') },
    appSettings: readAppSettings(env, readBool(env, 'SEED_DEMO_DATA', !production)),
    s3: readS3Settings(env),
    mediaMemoryCacheBytes: readInt(env, 'MEDIA_MEMORY_CACHE_MB', 32, 0, 4096) * 1_048_576,
  };
}
