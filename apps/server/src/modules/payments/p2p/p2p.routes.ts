import multipart from '@fastify/multipart';
import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { ok } from '@fortuna/contracts/envelope';
import { DEPOSIT_PROOF_MAX_BYTES } from '@fortuna/contracts/payments';
import {
  adminP2pDisputeQuerySchema,
  createP2pDepositSchema,
  forceP2pReceivedSchema,
  P2P_API,
  p2pIdParamsSchema,
  p2pNotReceivedSchema,
  resolveP2pDisputeSchema,
} from '@fortuna/contracts/payments-p2p';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { useMerchantContext } from '../../merchants/merchant-context';
import { assertMayDeposit } from '../../protection/protection.service';
import { memberOf, requireRealMember } from '../../sessions/member-auth';
import { actorOf, requireStaff } from '../../staff/staff-auth';
import { receiveOneFile } from '../../uploads/uploads.routes';
import { memberRoom } from '../../wallet/balance-events';
import { idempotencyKeyOf } from '../../wallet/idempotency-key';
import { disputeQueue, forcePartReceived, resolveDispute } from './p2p-admin.service';
import { scheduleAutoReceipt } from './p2p-auto-receipt.job';
import { cancelP2pDeposit, createP2pDeposit, markP2pPaid, memberP2pDeposit } from './p2p-deposits.service';
import type { P2pDeps } from './p2p-parts';
import {
  addDisputeProof,
  addP2pDepositProof,
  sendDisputeProof,
  sendPartProof,
  sendPartProofToMember,
} from './p2p-proofs';
import {
  cancelP2pWithdrawal,
  confirmAllReceived,
  confirmPartReceived,
  memberP2pWithdrawal,
  reportPartNotReceived,
} from './p2p-withdrawals.service';

const tags = ['Payments: P2P'];
const adminTags = ['Back office: finance'];
const KEY_NOTE = 'Idempotency-Key header (8-128 characters): a repeat returns the first answer';
const proofParams = z.object({ id: z.coerce.number().int().positive(), proofId: z.coerce.number().int().positive() });
const disputeProofParams = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(9),
});
const FINANCE = requireStaff('finance');
const FINANCE_READ = requireStaff('finance', 'support');

/** The services' dependencies, with part changes pushed to both members' sockets. */
function p2pDepsOf(app: FastifyInstance): P2pDeps & { dataDir: string } {
  return {
    db: app.db,
    ledger: app.ledger,
    secrets: app.secrets,
    riskSettingsCache: app.riskSettingsCache,
    config: app.config,
    smsCodes: app.smsCodes,
    dataDir: app.config.dataDir,
    announce: (accountIds, event) => {
      for (const accountId of new Set(accountIds))
        app.realtime.io.to(memberRoom(accountId)).emit(SOCKET_EVENTS.p2pPart, event);
    },
  };
}

const memberP2pRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = p2pDepsOf(app);
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.post(
    P2P_API.deposits,
    {
      schema: {
        tags,
        summary: 'Deposit by P2P: matched to the oldest open P2P withdrawal (P2P_NO_MATCH when none)',
        description: KEY_NOTE,
        body: createP2pDepositSchema,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await createP2pDeposit(
          deps,
          memberOf(request),
          request.merchant,
          request.body,
          idempotencyKeyOf(request),
          (amountMinor) => assertMayDeposit(app, memberOf(request).id, amountMinor),
        ),
      ),
  );
  app.get(
    '/wps/payment/p2p/deposits/:id',
    { schema: { tags, summary: 'Your P2P deposit: whom to pay and where it stands', params: p2pIdParamsSchema } },
    async (request) => ok(await memberP2pDeposit(deps, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/p2p/deposits/:id/paid',
    { schema: { tags, summary: 'Say you have paid (after uploading a proof)', params: p2pIdParamsSchema } },
    async (request) => ok(await markP2pPaid(deps, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/p2p/deposits/:id/cancel',
    { schema: { tags, summary: 'Cancel your P2P deposit before paying', params: p2pIdParamsSchema } },
    async (request) => ok(await cancelP2pDeposit(deps, memberOf(request), request.params.id)),
  );
  app.get(
    '/wps/payment/p2p/withdrawals/:id',
    { schema: { tags, summary: 'Your P2P withdrawal: parts, received and remaining', params: p2pIdParamsSchema } },
    async (request) => ok(await memberP2pWithdrawal(deps, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/p2p/withdrawals/:id/all-received',
    { schema: { tags, summary: 'Confirm every waiting part received', params: p2pIdParamsSchema } },
    async (request) => ok(await confirmAllReceived(deps, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/p2p/withdrawals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel your P2P withdrawal while no depositor is working on it: the hold is released',
        params: p2pIdParamsSchema,
      },
    },
    async (request) => ok(await cancelP2pWithdrawal(deps, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/p2p/parts/:id/received',
    { schema: { tags, summary: 'Confirm one part received', params: p2pIdParamsSchema } },
    async (request) => {
      const member = memberOf(request);
      await confirmPartReceived(deps, member, request.params.id);
      return ok(null);
    },
  );
  app.post(
    '/wps/payment/p2p/parts/:id/not-received',
    {
      schema: {
        tags,
        summary: 'Say a paid part never arrived: opens a dispute (then upload proofs to it)',
        params: p2pIdParamsSchema,
        body: p2pNotReceivedSchema,
      },
    },
    async (request) => ok(await reportPartNotReceived(deps, memberOf(request), request.params.id, request.body.reason)),
  );
  app.get(
    '/wps/payment/p2p/parts/:id/proofs/:proofId',
    { schema: { tags, summary: 'A payment proof of a part you take part in', params: proofParams } },
    async (request, reply) =>
      sendPartProofToMember(deps, reply, memberOf(request), request.params.id, request.params.proofId),
  );
};

/** Proof uploads: multipart only, one PNG/JPEG of at most 5 MB per call. */
const memberP2pUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = p2pDepsOf(app);
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, {
    limits: { fileSize: DEPOSIT_PROOF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });
  const upload = { consumes: ['multipart/form-data'], params: p2pIdParamsSchema };
  const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.post(
    '/wps/payment/p2p/deposits/:id/proofs',
    { schema: { tags, summary: 'Upload a proof of your P2P payment (field "file")', ...upload }, config },
    async (request) => {
      const file = await receiveOneFile(request, DEPOSIT_PROOF_MAX_BYTES);
      return ok(await addP2pDepositProof(deps, memberOf(request), request.params.id, file.bytes));
    },
  );
  app.post(
    '/wps/payment/p2p/disputes/:id/proofs',
    { schema: { tags, summary: 'Upload a proof to your open dispute (field "file")', ...upload }, config },
    async (request) => {
      const file = await receiveOneFile(request, DEPOSIT_PROOF_MAX_BYTES);
      return ok(await addDisputeProof(deps, memberOf(request), request.params.id, file.bytes));
    },
  );
};

const adminP2pRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = p2pDepsOf(app);
  app.get(
    P2P_API.admin.disputes,
    {
      schema: { tags: adminTags, summary: 'P2P disputes (open first)', querystring: adminP2pDisputeQuerySchema },
      onRequest: FINANCE_READ,
    },
    async (request) => ok(await disputeQueue(app.db, request.query)),
  );
  app.post(
    '/api/admin/payments/p2p/disputes/:id/resolve',
    {
      schema: {
        tags: adminTags,
        summary: 'Resolve a P2P dispute: received (credit the depositor) or not received (back to the withdrawal)',
        params: p2pIdParamsSchema,
        body: resolveP2pDisputeSchema,
      },
      onRequest: FINANCE,
    },
    async (request) => ok(await resolveDispute(deps, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/payments/p2p/parts/:id/force-received',
    {
      schema: {
        tags: adminTags,
        summary: 'Force a P2P part received: the depositor is credited, the withdrawal is not refunded',
        params: p2pIdParamsSchema,
        body: forceP2pReceivedSchema,
      },
      onRequest: FINANCE,
    },
    async (request) => ok(await forcePartReceived(deps, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/admin/payments/p2p/parts/:id/proofs/:proofId',
    {
      schema: { tags: adminTags, summary: 'A payment proof of a P2P part', params: proofParams },
      onRequest: FINANCE_READ,
    },
    async (request, reply) => sendPartProof(deps, reply, request.params.id, request.params.proofId),
  );
  app.get(
    '/api/admin/payments/p2p/disputes/:id/proofs/:index',
    {
      schema: { tags: adminTags, summary: 'A proof image of a P2P dispute', params: disputeProofParams },
      onRequest: FINANCE_READ,
    },
    async (request, reply) => sendDisputeProof(deps, reply, request.params.id, request.params.index),
  );
};

/** P2P matching: member calls, proof uploads and the finance back office's disputes. */
export const p2pRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberP2pRoutes);
  await app.register(memberP2pUploadRoutes);
  await app.register(adminP2pRoutes);
};

/** The auto-receipt job: unconfirmed paid parts count as received after the merchant's minutes. */
export function registerP2pAutoReceipt(app: FastifyInstance): void {
  scheduleAutoReceipt(app, p2pDepsOf(app));
}
