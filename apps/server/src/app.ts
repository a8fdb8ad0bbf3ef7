import path from "node:path";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { type Database, type Db, type DbKind, openDatabase } from "./db/client.js";
import { seedAdmin } from "./db/seed/admin.js";
import { seedDemoContent } from "./db/seed/demo.js";
import { demoContentAllowed } from "./db/seed/demo-policy.js";
import { seedListingDemo } from "./db/seed/listings.js";
import { seedReferenceData } from "./db/seed/reference.js";
import { seedStoreDemo } from "./db/seed/store.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { backfillUsernameSkeletons } from "./modules/auth/auth.service.js";
import { backofficeRoutes } from "./modules/backoffice/backoffice.routes.js";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.js";
import { commentRoutes } from "./modules/comments/comments.routes.js";
import { conversationRoutes } from "./modules/conversations/conversations.routes.js";
import { customerRoutes } from "./modules/customers/customers.routes.js";
import { expertAdminRoutes } from "./modules/experts/expert-admin.routes.js";
import { expertRoutes } from "./modules/experts/experts.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { homeRoutes } from "./modules/home/home.routes.js";
import { startListingExpiryJob } from "./modules/listings/listing-expiry.job.js";
import { listingPageViewsPlugin } from "./modules/listings/listing-page-views.js";
import { listingRoutes } from "./modules/listings/listings.routes.js";
import { LiveMessages } from "./modules/messages/live.js";
import { messageRoutes } from "./modules/messages/messages.routes.js";
import { BanRegistry } from "./modules/moderation/ban-registry.js";
import { moderationRoutes } from "./modules/moderation/moderation.routes.js";
import { PostingLimiter } from "./modules/moderation/posting-limiter.js";
import { reportsRoutes } from "./modules/moderation/reports.routes.js";
import { profileRoutes } from "./modules/profiles/profiles.routes.js";
import { questionRoutes } from "./modules/questions/questions.routes.js";
import { questionViewsPlugin } from "./modules/questions/view-buffer.js";
import { rankRoutes } from "./modules/rank/rank.routes.js";
import { revisionRoutes } from "./modules/revisions/revisions.routes.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { pageContent } from "./modules/seo/page-content.js";
import { createPageHead } from "./modules/seo/page-head.js";
import { seoRoutes } from "./modules/seo/seo.routes.js";
import { startSettlementJob } from "./modules/settlement/settle.job.js";
import { settlementRoutes } from "./modules/settlement/settlement.routes.js";
import { storeRoutes } from "./modules/store/store.routes.js";
import { configureUploadSigning } from "./modules/uploads/signed-urls.js";
import { uploadFileRoutes, uploadRoutes } from "./modules/uploads/uploads.routes.js";
import { adminUsersRoutes } from "./modules/users/admin-users.routes.js";
import { userAdminRoutes } from "./modules/users/users.routes.js";
import { verificationRoutes } from "./modules/verification/verification.routes.js";
import { startCouponExpiryJob } from "./modules/wallet/coupon-expiry.job.js";
import { createPaymentProvider, type PaymentProvider } from "./modules/wallet/payment-provider.js";
import { paymentRoutes } from "./modules/wallet/payments.routes.js";
import { startPayoutDispatcher } from "./modules/wallet/payments.service.js";
import { walletRoutes } from "./modules/wallet/wallet.routes.js";
import { authPlugin } from "./plugins/auth.js";
import { BARE_ROUTE, benchCapturePlugin, benchRoutes } from "./plugins/bench.js";
import { endpointsOnlyPlugin } from "./plugins/endpoints.js";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors.js";
import { idempotencyPlugin } from "./plugins/idempotency.js";
import { inputGuardPlugin } from "./plugins/input-guard.js";
import { openapiPlugin } from "./plugins/openapi.js";
import { privateCachePlugin } from "./plugins/private-cache.js";
import { publicCachePlugin } from "./plugins/public-cache.js";
import { rateLimitsPlugin } from "./plugins/rate-limits.js";
import { securityPlugin } from "./plugins/security.js";
import { staticWebPlugin } from "./plugins/static-web.js";
import { serverTimeoutOptions, timeoutsPlugin } from "./plugins/timeouts.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    database: Database;
    liveMessages: LiveMessages;
    /** Banned accounts, kept in memory so that a token check costs no query (issue 17). */
    bans: BanRegistry;
    /** Questions, answers, listings and reports per account per hour and day (issue 17). */
    postingLimiter: PostingLimiter;
    /** The payment provider PAYMENT_PROVIDER selects (recharge checkouts, payouts, webhooks). */
    payments: PaymentProvider;
  }
}

export interface BuildOptions {
  /** An already open and migrated database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** A payment provider instead of the one PAYMENT_PROVIDER names (tests plug in their own). */
  paymentProvider?: PaymentProvider;
}

/** Builds the whole server without listening: used by main.ts and by the tests. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      // Readable lines for a person at a terminal; JSON lines for log collectors.
      ...(process.stdout.isTTY
        ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
        : {}),
    },
    bodyLimit: 1024 * 1024,
    // Failures before routing (too-long path parameter, headers over 16 KB) also answer {detail, code}.
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Slow clients are closed (HEADERS_/REQUEST_/UPLOAD_/KEEP_ALIVE_TIMEOUT_MS).
    ...serverTimeoutOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "pglite"),
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    }));
  if (ownsDatabase) {
    // A connection lost outside a query (database restarted, connection terminated) is only logged:
    // the pool replaces it, and requests meanwhile get 503 database_unavailable.
    database.onConnectionError = (err, where) => app.log.warn({ err }, `${where} lost`);
    await database.migrate();
    await seedReferenceData(database.db);
    // Decided before the administrator exists: only a database without accounts gets demo content.
    const demo = (await demoContentAllowed(database.db, config.seedDemo)) === "seeded";
    const adminPasswordFile = await seedAdmin(database.db, config);
    if (adminPasswordFile)
      app.log.info(
        `admin account "${config.adminUsername}" created; its password is in ${adminPasswordFile}`,
      );
    if (config.seedDemo && !demo)
      app.log.info("no demo content: this database was created without it (or holds real accounts)");
    const seedDemo = config.seedDemo && demo;
    if (seedDemo && (await seedDemoContent(database.db))) app.log.info("demo content seeded");
    if (seedDemo && (await seedListingDemo(database.db))) app.log.info("demo listings seeded");
    if (seedDemo && (await seedStoreDemo(database.db))) app.log.info("demo store seeded");
    app.addHook("onClose", () => database.close());
  }
  // Accounts made before look-alike names were refused (or by the seeds above) get their skeleton.
  await backfillUsernameSkeletons(database.db);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dbKind", database.kind);
  app.decorate("database", database);
  app.decorate("liveMessages", new LiveMessages(app));
  app.decorate("bans", new BanRegistry(database));
  // The counter is the rate-limit plugin's (registered below): looked up when a post is checked.
  app.decorate(
    "postingLimiter",
    new PostingLimiter(database.db, config.postingLimits, (key, windowMs) =>
      app.countInWindow(key, windowMs),
    ),
  );
  app.decorate("payments", opts.paymentProvider ?? createPaymentProvider(config));

  await app.register(timeoutsPlugin, { timeouts: config.timeouts });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(formbody);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    previousSecret: config.jwtSecretPrevious,
    ttlSeconds: config.jwtTtlSeconds,
    isBanned: (userId: number) => app.bans.isBanned(userId),
  });
  await app.register(openapiPlugin);
  await app.register(publicCachePlugin, { ttlMs: config.publicCacheTtlMs });
  if (config.benchBareRoute) await app.register(benchCapturePlugin);
  await app.register(questionViewsPlugin, { flushMs: config.viewFlushMs, maxPending: config.viewBufferMax });
  await app.register(listingPageViewsPlugin);
  await app.register(privateCachePlugin);
  configureUploadSigning(config.jwtSecret);
  await app.register(idempotencyPlugin);
  // Deny-by-default: a route under /api that is not registered from an endpoint definition (which
  // states who may call it) stops the start. The bench's bare route is a measuring stick, not an API.
  await app.register(endpointsOnlyPlugin, { exempt: (url) => url === BARE_ROUTE });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(catalogueRoutes);
      await api.register(homeRoutes);
      await api.register(customerRoutes);
      await api.register(profileRoutes);
      await api.register(expertRoutes);
      await api.register(expertAdminRoutes);
      await api.register(rankRoutes);
      await api.register(messageRoutes);
      await api.register(conversationRoutes);
      await api.register(uploadRoutes);
      // Comment routes first: /questions/comments must not be taken for /questions/:id/...
      await api.register(commentRoutes);
      await api.register(questionRoutes);
      await api.register(revisionRoutes);
      await api.register(settlementRoutes);
      await api.register(walletRoutes);
      await api.register(paymentRoutes);
      await api.register(verificationRoutes);
      await api.register(listingRoutes);
      await api.register(userAdminRoutes);
      await api.register(adminUsersRoutes);
      await api.register(moderationRoutes);
      await api.register(reportsRoutes);
      await api.register(backofficeRoutes);
      await api.register(storeRoutes);
      await api.register(searchRoutes);
    },
    { prefix: "/api" },
  );
  if (config.benchBareRoute) await app.register(benchRoutes);
  await app.register(uploadFileRoutes);
  await app.register(seoRoutes);
  await app.register(staticWebPlugin, {
    webDist: config.webDist,
    pageHead: createPageHead(app.db),
    pageContent,
    cacheTtlMs: config.publicCacheTtlMs,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  });

  // Background work runs in every server process and coordinates through the database.
  const stops: (() => void)[] = [];
  app.addHook("onReady", async () => {
    const providerWork = app.payments.start?.(app);
    if (providerWork) stops.push(providerWork);
    stops.push(startPayoutDispatcher(app));
    if (config.settlementIntervalMs > 0) {
      stops.push(startSettlementJob(app, config.settlementIntervalMs));
      stops.push(startCouponExpiryJob(app, config.settlementIntervalMs));
      stops.push(startListingExpiryJob(app, Math.max(config.settlementIntervalMs, 60_000)));
    }
    await app.liveMessages.start();
    await app.bans.start();
  });
  app.addHook("preClose", async () => {
    for (const stop of stops) stop();
    await app.liveMessages.stop();
    await app.bans.stop();
  });
  return app;
}
