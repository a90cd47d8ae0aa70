import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import { ok } from '@fortuna/contracts/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDatabase, type Database, type Db } from './db/client';
import { AppError } from './http/app-error';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handling';
import { registerFrontEnds } from './http/front-ends';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { plainTextValidatorCompiler } from './http/plain-text-input';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security';
import { registerClock } from './lib/clock';
import { agentRoutes, registerSettlementJobs } from './modules/agents/agents.routes';
import { agentAdminRoutes } from './modules/agents/agents-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { betRecordRoutes } from './modules/bet-records/bet-records.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes';
import { registerCatalogueCache } from './modules/catalogue/catalogue-cache';
import { contentAdminRoutes, contentRoutes } from './modules/content/content.routes';
import { chatRoutes } from './modules/customer-service/chat.routes';
import { chatAdminRoutes } from './modules/customer-service/chat-admin.routes';
import { feedbackAdminRoutes, feedbackRoutes } from './modules/customer-service/feedback.routes';
import { Delivery } from './modules/delivery/delivery';
import { helpAdminRoutes } from './modules/help/help.routes';
import { kycAdminRoutes, kycRoutes } from './modules/kyc/kyc.routes';
import { Ledger } from './modules/ledger/ledger.service';
import { MemberCounters } from './modules/member-counts/member-counters';
import { memberAdminRoutes } from './modules/members/members.routes';
import { registerMerchantCache } from './modules/merchants/merchant-context';
import { merchantRoutes } from './modules/merchants/merchants.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { depositProofRoutes } from './modules/payments/deposit-proofs.routes';
import { financeAdminRoutes } from './modules/payments/finance-admin.routes';
import { gatewayCallbackRoutes } from './modules/payments/gateway/gateway.routes';
import { gatewaySimulatorRoutes } from './modules/payments/gateway/simulator.routes';
import { p2pRoutes, registerP2pAutoReceipt } from './modules/payments/p2p/p2p.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { pointsAdminRoutes, pointsMemberRoutes } from './modules/points/points.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { scheduleCashback } from './modules/promotions/cashback.job';
import { scheduleLeaderboards } from './modules/promotions/leaderboard.job';
import { rebateMemberRoutes, vipAdminRoutes, vipMemberRoutes } from './modules/promotions/loyalty.routes';
import { missionsMemberRoutes, registerMissionCounter } from './modules/promotions/missions.routes';
import {
  promotionsAdminRoutes,
  promotionsMemberRoutes,
  promotionsPublicRoutes,
  registerPromotionCounter,
} from './modules/promotions/promotions.routes';
import { scheduleRaffles } from './modules/promotions/raffle.job';
import { raffleMemberRoutes, rafflePublicRoutes } from './modules/promotions/raffle.routes';
import { scheduleReferrals } from './modules/promotions/referral.job';
import { referralAdminRoutes, referralMemberRoutes } from './modules/promotions/referral.routes';
import { scheduleVipBonuses } from './modules/promotions/vip-bonus.job';
import { protectionAdminRoutes, protectionRoutes } from './modules/protection/protection.routes';
import { registerProtectionCache } from './modules/protection/protection-cache';
import { registrationRoutes } from './modules/registration/registration.routes';
import { riskAdminRoutes } from './modules/risk/risk.routes';
import { registerRiskSettingsCache } from './modules/risk/risk-settings-cache';
import { seamlessRoutes } from './modules/seamless/seamless.routes';
import { directSeamlessTransport } from './modules/seamless/seamless-direct';
import { VendorKeys } from './modules/seamless/vendor-keys';
import { CaptchaService } from './modules/security/captcha-service';
import { ChallengeGuard } from './modules/security/challenge-guard';
import { securityRoutes } from './modules/security/security.routes';
import { sessionRoutes } from './modules/sessions/sessions.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { systemRoutes } from './modules/system/system.routes';
import { uploadAdminRoutes, uploadFileRoutes } from './modules/uploads/uploads.routes';
import { SmsCodes } from './modules/verification/sms-codes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { registerBalanceEvents } from './modules/wallet/balance-events';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { lotteryRoutes } from './products/lottery/lottery.routes';
import { sportsbookRoutes } from './products/sportsbook/sportsbook.routes';
import { jackpotRoutes, registerJackpots } from './products/studio/jackpot/jackpot.routes';
import { studioRoutes } from './products/studio/studio.routes';
import { registerRealtime } from './realtime/realtime';
import { ServerSecrets } from './security/server-secrets';
import { TransportCrypto } from './security/transport-crypto';
import { seedDemo } from './seed/demo';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    ledger: Ledger;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
}

/** Builds the whole platform as one Fastify instance: used by main and by every test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'body.password'],
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Refusals made before any route runs (path parameter over 100 characters, headers over 16 KB)
    // answer the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    forceCloseConnections: 'idle',
    // While closing, a new request gets the SHUTTING_DOWN envelope from the hook below (Fastify's own 503 body is not one).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(plainTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? createDatabase(config);
  await database.migrate();
  if (config.demoSeed) await seedDemo(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('ledger', new Ledger(database.db));
  registerClock(app);
  const secrets = new ServerSecrets(database.db);
  const delivery = new Delivery(database.db, app.log, config.delivery);
  app.decorate('secrets', secrets);
  app.decorate('transportCrypto', new TransportCrypto(secrets));
  app.decorate('challenges', new ChallengeGuard(database.db, secrets));
  app.decorate('captchas', new CaptchaService(database.db, secrets));
  app.decorate('delivery', delivery);
  app.decorate('memberCounters', new MemberCounters());
  app.decorate('vendorKeys', new VendorKeys(database.db, secrets));
  app.decorate('smsCodes', new SmsCodes(database.db, secrets, delivery));
  app.decorateRequest('staff', null);
  app.decorateRequest('member', null);
  if (!options.database) app.addHook('onClose', async () => database.close());

  // While shutting down, answers still in flight close their connection, so keep-alive sockets don't hold the close open.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async () => {
    if (isClosing) throw new AppError('SHUTTING_DOWN');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  registerMetrics(app);
  await registerRealtime(app);
  registerMerchantCache(app);
  registerCatalogueCache(app);
  registerBalanceEvents(app);
  registerProtectionCache(app);
  registerPromotionCounter(app);
  registerMissionCounter(app);
  registerRiskSettingsCache(app);

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => {
    await database.db.execute('select 1');
    return ok({ status: 'ok', database: database.kind, redis: config.redisUrl ? 'configured' : 'not configured' });
  });

  await app.register(systemRoutes);
  await app.register(staffRoutes);
  await app.register(merchantRoutes);
  await app.register(auditRoutes);
  await app.register(memberAdminRoutes);
  await app.register(securityRoutes);
  await app.register(sessionRoutes);
  await app.register(verificationRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(walletRoutes);
  await app.register(catalogueRoutes);
  registerJackpots(app);
  await app.register(jackpotRoutes);
  await app.register(seamlessRoutes);
  app.decorate('inProcessSeamless', directSeamlessTransport(app));
  await app.register(betRecordRoutes);
  if (config.studio.enabled) await app.register(studioRoutes);
  if (config.sportsbook.enabled) await app.register(sportsbookRoutes);
  if (config.lottery.enabled) await app.register(lotteryRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(uploadAdminRoutes);
  await app.register(uploadFileRoutes);
  await app.register(helpAdminRoutes);
  await app.register(paymentRoutes);
  await app.register(depositProofRoutes);
  await app.register(gatewayCallbackRoutes);
  if (config.env !== 'production') await app.register(gatewaySimulatorRoutes);
  await app.register(financeAdminRoutes);
  await app.register(p2pRoutes);
  registerP2pAutoReceipt(app);
  await app.register(messageRoutes);
  await app.register(protectionRoutes);
  await app.register(promotionsPublicRoutes);
  await app.register(promotionsMemberRoutes);
  await app.register(missionsMemberRoutes);
  await app.register(rafflePublicRoutes);
  await app.register(raffleMemberRoutes);
  await app.register(promotionsAdminRoutes);
  await app.register(vipMemberRoutes);
  await app.register(vipAdminRoutes);
  await app.register(rebateMemberRoutes);
  await app.register(referralMemberRoutes);
  await app.register(referralAdminRoutes);
  await app.register(pointsMemberRoutes);
  await app.register(pointsAdminRoutes);
  await app.register(protectionAdminRoutes);
  await app.register(kycRoutes);
  await app.register(kycAdminRoutes);
  await app.register(riskAdminRoutes);
  await app.register(chatRoutes);
  await app.register(chatAdminRoutes);
  await app.register(feedbackRoutes);
  await app.register(feedbackAdminRoutes);
  await app.register(agentRoutes);
  await app.register(agentAdminRoutes);
  registerSettlementJobs(app);
  if (config.settlementJobs) scheduleCashback(app);
  if (config.settlementJobs) scheduleLeaderboards(app);
  if (config.settlementJobs) scheduleReferrals(app);
  if (config.settlementJobs) scheduleRaffles(app);
  if (config.settlementJobs) scheduleVipBonuses(app);
  await registerFrontEnds(app);

  return app;
}
