import { existsSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { PaymentProviderName } from '@parcelway/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { seedReferenceData } from './db/seed.js';
import { databaseTemplate } from './db/template.js';
import { registerAuthentication } from './http/auth.js';
import type { AppContext, Clock } from './http/context.js';
import { registerDailyCodeLimit } from './http/daily-limits.js';
import { registerErrorHandling } from './http/error-handler.js';
import { AppError } from './http/errors.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { serializeError } from './http/log-safety.js';
import { registerApiDocs } from './http/openapi.js';
import { requestIdFor } from './http/request-id.js';
import { registerResponseWriters } from './http/response-serializer.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { activityRoutes } from './modules/activities/index.js';
import { authenticate, authRoutes, emailRoutes, ensureStaffAccount } from './modules/auth/index.js';
import { captchaRoutes, registerCaptcha } from './modules/captcha/index.js';
import type { CarrierAdapter } from './modules/carriers/index.js';
import { AfterShipAdapter, StandInPoller } from './modules/carriers/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { contentRoutes } from './modules/content/index.js';
import { couponRoutes } from './modules/coupons/index.js';
import { createStorage, type FileStorage, fileRoutes } from './modules/files/index.js';
import { healthRoutes } from './modules/health/index.js';
import { InboundMailListener, inboundMailRoutes } from './modules/inbound-mail/index.js';
import { logisticsRoutes, ReferenceCache } from './modules/logistics/index.js';
import { lotteryRoutes } from './modules/lottery/index.js';
import { membershipRoutes, memberTermsAt } from './modules/membership/index.js';
import {
  notificationPlaceholders,
  notificationRoutes,
  pushRoutes,
  webPushTransport,
} from './modules/notifications/index.js';
import { devMailboxRoutes, OutboxWorker, type Transports, transportsFor } from './modules/outbox/index.js';
import { parcelRoutes, parcelsInStockBetween } from './modules/parcels/index.js';
import { createPaymentProviders, type PaymentProvider, paymentRoutes } from './modules/payments/index.js';
import { preShipmentRoutes } from './modules/pre-shipments/index.js';
import { assertNothingInFlight, privacyRoutes } from './modules/privacy/index.js';
import {
  type AbnRegistry,
  type AddressLookup,
  LocalAbnRegistry,
  LocalAddressLookup,
  recipientRoutes,
} from './modules/recipients/index.js';
import { referenceRoutes, warehouseAddresses } from './modules/reference/index.js';
import { shipmentClaimRoutes } from './modules/shipment-claims/index.js';
import { socialRoutes } from './modules/social/index.js';
import { contentSecurityDirectives, thirdPartyRoutes } from './modules/third-party/index.js';
import { trackingRoutes } from './modules/tracking/index.js';
import { userRoutes } from './modules/users/index.js';
import { requireOwnedWaybill, waybillPaymentRoutes, waybillRoutes } from './modules/waybills/index.js';
import { weightDisputeRoutes } from './modules/weight-disputes/index.js';
import { inboundFollowUpJob, SCHEDULED_JOBS, shipmentFollowUpJob, startScheduledJobs } from './scheduled-jobs.js';
import { settlements } from './settlements.js';
import { STAFF_ROUTES } from './staff-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    ping(): Promise<void>;
    databaseKind: DatabaseHandle['kind'];
    /** The SMTP listener for forwarded order e-mails when INBOUND_* configure one; the server starts it (`listen`). */
    inboundMail: InboundMailListener | null;
  }
}

export interface AppDependencies {
  /** An open, migrated and seeded database. Without one, the app opens, migrates and seeds its own. */
  database?: DatabaseHandle;
  clock?: Clock;
  transports?: Partial<Transports>;
  /** Where uploads go; by default the driver the configuration names (disk or S3). */
  storage?: FileStorage;
  /** Start the outbox poller (the server does; tests drain it by hand). */
  startWorkers?: boolean;
  /**
   * With startWorkers: every scheduled job runs at this interval instead of its own schedule, at the multiples of it on
   * the clock, so the jobs of several servers on one machine start at the same moments (the several-servers test).
   */
  jobIntervalMs?: number;
  /** Where getCompanyByAbn looks numbers up; the local stand-in by default (no register access here). */
  abnRegistry?: AbnRegistry;
  /** Where the googleAddress* endpoints look addresses up; the local postcode data by default. */
  addressLookup?: AddressLookup;
  /** Real card and wallet provider clients by name; the others use the sandbox (PAYMENTS_SANDBOX). */
  paymentProviders?: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /**
   * The carrier behind tracking: its webhooks and its lookups. By default AfterShip's webhook format (signed with
   * CARRIER_WEBHOOK_SECRET) with the local stand-in answering lookups (no carrier API is reachable from here).
   */
  carrier?: CarrierAdapter;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app without listening. Closing the app closes its database. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const database = dependencies.database ?? (await prepareDatabase(config));
  const storage = dependencies.storage ?? (await createStorage(config.storage));
  const ctx: AppContext = {
    db: database.db,
    config,
    clock: dependencies.clock ?? (() => new Date()),
    storage,
    payments: createPaymentProviders(config, database.db, dependencies.paymentProviders),
    settlements,
    reference: new ReferenceCache(),
  };

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: serializeError },
      ...(dependencies.logStream && { stream: dependencies.logStream }),
    },
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseWriters(app, { check: config.checkResponses });
  app.decorate('ctx', ctx);
  app.decorate('databaseKind', database.kind);
  app.decorate('ping', () => database.ping());
  app.decorate(
    'outbox',
    new OutboxWorker({
      db: ctx.db,
      clock: ctx.clock,
      log: app.log,
      transports: transportsFor(config, app.log, {
        ...(config.push && { push: webPushTransport(ctx.db, config.push) }),
        ...dependencies.transports,
      }),
      placeholders: notificationPlaceholders(config),
    }),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.decorate('inboundMail', config.inboundMail ? await InboundMailListener.open(ctx, app.log) : null);
  app.addHook('onClose', async () => {
    await app.inboundMail?.close();
    await app.outbox.stop();
    await database.close();
  });

  if (config.staff) await ensureStaffAccount(ctx, config.staff.email, config.staff.password);

  registerErrorHandling(app);
  registerInputHygiene(app);
  registerAuthentication(app, authenticate);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityDirectives(config) } });
  // ioredis is loaded only when REDIS_URL names a server (a sixth of a second of CPU per start otherwise).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }),
    errorResponseBuilder: () => new AppError('rate_limited', 'error.rateLimited'),
  });
  registerDailyCodeLimit(app, config.rateLimits.codesPerDay);
  registerCaptcha(app);
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(referenceRoutes);
  await app.register(authRoutes);
  await app.register(socialRoutes);
  await app.register(captchaRoutes);
  await app.register(thirdPartyRoutes);
  await app.register(userRoutes, { assertNothingInFlight });
  await app.register(emailRoutes);
  await app.register(privacyRoutes);
  await app.register(logisticsRoutes, { memberTermsAt });
  await app.register(catalogueRoutes);
  await app.register(fileRoutes);
  await app.register(parcelRoutes);
  await app.register(waybillRoutes);
  await app.register(recipientRoutes, {
    abnRegistry: dependencies.abnRegistry ?? new LocalAbnRegistry(),
    addressLookup: dependencies.addressLookup ?? new LocalAddressLookup(),
  });
  await app.register(paymentRoutes);
  await app.register(waybillPaymentRoutes);
  await app.register(shipmentClaimRoutes);
  await app.register(weightDisputeRoutes);
  await app.register(couponRoutes);
  await app.register(membershipRoutes);
  await app.register(lotteryRoutes);
  await app.register(activityRoutes);
  const carrier =
    dependencies.carrier ??
    new AfterShipAdapter({
      secret: config.carrierWebhook.secret,
      toleranceSeconds: config.carrierWebhook.toleranceSeconds,
      poller: new StandInPoller(ctx.clock),
    });
  await app.register(trackingRoutes, { carrier });
  await app.register(contentRoutes, { warehouseAddresses });
  await app.register(preShipmentRoutes);
  await app.register(notificationRoutes, { requireOwnedWaybill });
  await app.register(pushRoutes);
  await app.register(inboundMailRoutes);
  if (config.devMailbox) await app.register(devMailboxRoutes);
  for (const staffRoutes of STAFF_ROUTES) await app.register(staffRoutes, { carrier, parcelsInStockBetween });
  await registerStaffApp(app, config);
  await registerWebApp(app, config);

  if (dependencies.startWorkers) {
    app.outbox.start();
    const jobs = [...SCHEDULED_JOBS, shipmentFollowUpJob(carrier), inboundFollowUpJob(carrier)];
    const interval = dependencies.jobIntervalMs;
    const stopJobs = startScheduledJobs(
      ctx,
      app.log,
      interval === undefined
        ? jobs
        : jobs.map((job) => ({ ...job, firstAfterMs: interval - (Date.now() % interval), everyMs: interval })),
    );
    app.addHook('onClose', async () => stopJobs());
  }
  return app;
}

/** A hop count becomes the function Fastify's types name (it trusts the nearest `hops` proxies). */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pooler: config.databasePooler,
    dataDir: config.dataDir,
    template: config.databaseUrl ? undefined : databaseTemplate(),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them for a year;
 * everything else (index.html, which names the current hashes) is checked with the server on each visit.
 */
function webCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * With `wildcard: false` the static plugin routes every file it finds at start; the .br and .gz copies are sent in
 * place of their original (`preCompressed`) and need no route of their own: half the routes (764 → 386 for both
 * builds), registered in 0.27–0.33 CPU-s instead of 0.40–0.47.
 */
const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * The staff console at /staff/ (its own bundle, so the customer's first screen never loads it), when it has been
 * built. Its assets are hashed like the web app's; `/staff` without the slash is sent to `/staff/`.
 */
async function registerStaffApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!existsSync(config.staffDist)) return;
  await app.register(fastifyStatic, {
    root: config.staffDist,
    prefix: '/staff/',
    decorateReply: false,
    wildcard: false,
    globIgnore: PRECOMPRESSED_COPIES,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => response.header('cache-control', webCacheControl(path)),
  });
  app.get('/staff', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/staff/'));
}

/** The built single-page app at /, when it has been built: precompressed copies sent to browsers that accept them. */
async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      globIgnore: PRECOMPRESSED_COPIES,
      // A list, not a string: with precompressed copies the plugin only finds a listed index for '/'.
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => response.header('cache-control', webCacheControl(path)),
    });
    return;
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        '<!doctype html><title>Parcelway</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
      ),
  );
}
