import multipart from '@fastify/multipart';
import { ok } from '@fortuna/contracts/envelope';
import {
  adminKycQuerySchema,
  KYC_API,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  kycDecisionSchema,
  kycSubmitSchema,
} from '@fortuna/contracts/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { sendPrivateUpload } from '../uploads/document-intake';
import { receiveOneFile } from '../uploads/uploads.routes';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { findKycDocument } from './kyc.repo';
import {
  decideKyc,
  kycDocumentsDirectory,
  kycForStaff,
  kycStateOf,
  listKyc,
  submitKyc,
  uploadKycDocument,
} from './kyc.service';

const tags = ['Identity verification (KYC)'];
const kindParams = z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const accountParams = z.object({ accountId: z.coerce.number().int().positive() });

/** The member's identity verification: status, document uploads (multipart), submission. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get(KYC_API.status, { schema: { tags, summary: 'Your verification status and documents' } }, async (request) =>
    ok(await kycStateOf(app, memberOf(request))),
  );
  app.post(
    KYC_API.submit,
    { schema: { tags, summary: 'Send your documents for review with your ID number', body: kycSubmitSchema } },
    async (request) => ok(await submitKyc(app, memberOf(request), request.merchant, request.body.idNumber)),
  );
  app.get(
    '/wps/member/kyc/documents/:id/file',
    { schema: { tags, summary: 'One of your documents', params: idParams } },
    async (request, reply) => {
      const document = await findKycDocument(app.db, request.params.id);
      const isOwn = document?.accountId === memberOf(request).id;
      return sendPrivateUpload(reply, kycDocumentsDirectory(app.config.dataDir), isOwn ? document?.fileName : null);
    },
  );

  await app.register(kycUploadRoutes);
};

/** Document uploads: only this scope reads multipart bodies, and it reads nothing else. */
const kycUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, { limits: { fileSize: KYC_DOCUMENT_MAX_BYTES, files: 2, fields: 4, parts: 6 } });
  app.post(
    '/wps/member/kyc/documents/:kind',
    {
      schema: {
        tags,
        summary:
          'Upload the front or back of your ID or a selfie (PNG, JPEG or PDF by content, at most 5 MB): field "file"',
        consumes: ['multipart/form-data'],
        params: kindParams,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const file = await receiveOneFile(request, KYC_DOCUMENT_MAX_BYTES);
      return ok(await uploadKycDocument(app, memberOf(request), request.params.kind, file.bytes));
    },
  );
};

/** Staff review: the queue, a member's documents, verify or reject with a reason. */
export const kycAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminTags = ['Back office: identity verification'];
  app.get(
    KYC_API.admin.list,
    {
      schema: { tags: adminTags, summary: 'Verifications by status (pending first)', querystring: adminKycQuerySchema },
      onRequest: requireStaff('risk', 'support'),
    },
    async (request) => ok(await listKyc(app, request.query)),
  );
  app.get(
    '/api/admin/kyc/:accountId',
    {
      schema: { tags: adminTags, summary: "A member's verification and documents", params: accountParams },
      onRequest: requireStaff('risk', 'support'),
    },
    async (request) => ok(await kycForStaff(app, request.params.accountId)),
  );
  app.post(
    '/api/admin/kyc/:accountId/decision',
    {
      schema: {
        tags: adminTags,
        summary: 'Verify, or reject with a reason (Idempotency-Key)',
        params: accountParams,
        body: kycDecisionSchema,
      },
      onRequest: requireStaff('risk'),
    },
    async (request) =>
      ok(await decideKyc(app, actorOf(request), request.params.accountId, request.body, idempotencyKeyOf(request))),
  );
  app.get(
    '/api/admin/kyc/documents/:id/file',
    {
      schema: { tags: adminTags, summary: 'A member document', params: idParams },
      onRequest: requireStaff('risk', 'support'),
    },
    async (request, reply) => {
      const document = await findKycDocument(app.db, request.params.id);
      return sendPrivateUpload(reply, kycDocumentsDirectory(app.config.dataDir), document?.fileName);
    },
  );
};
