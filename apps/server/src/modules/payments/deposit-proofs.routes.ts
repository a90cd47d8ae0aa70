import multipart from '@fastify/multipart';
import { ok } from '@fortuna/contracts/envelope';
import { DEPOSIT_PROOF_MAX_BYTES, orderIdParamsSchema } from '@fortuna/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { receiveOneFile } from '../uploads/uploads.routes';
import { addDepositProof } from './deposit-proofs';

/** The member uploads proof images of a bank transfer: multipart only, one PNG/JPEG of at most 5 MB per call. */
export const depositProofRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  // Only this plugin reads multipart bodies, and it reads nothing else: any other body is refused unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, {
    limits: { fileSize: DEPOSIT_PROOF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.post(
    '/wps/payment/deposits/:id/proofs',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Upload a proof image of your bank transfer (PNG or JPEG, at most 5 MB, 3 per deposit): field "file"',
        consumes: ['multipart/form-data'],
        params: orderIdParamsSchema,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const member = memberOf(request);
      const file = await receiveOneFile(request, DEPOSIT_PROOF_MAX_BYTES);
      return ok(
        await addDepositProof({ db: app.db, dataDir: app.config.dataDir }, member, request.params.id, file.bytes),
      );
    },
  );
};
