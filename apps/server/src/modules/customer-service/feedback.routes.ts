import multipart from '@fastify/multipart';
import { ok } from '@fortuna/contracts/envelope';
import {
  adminFeedbackQuerySchema,
  FEEDBACK_API,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  feedbackPageQuerySchema,
  feedbackReplyInputSchema,
  feedbackStatusInputSchema,
} from '@fortuna/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { sendPrivateUpload } from '../uploads/document-intake';
import { receiveForm } from '../uploads/uploads.routes';
import { serviceUploads } from './chat.service';
import {
  feedbackImageName,
  listFeedbackForStaff,
  listMemberFeedback,
  replyToFeedback,
  setFeedbackStatus,
  submitFeedback,
} from './feedback.service';

const tags = ['Customer service: feedback'];
const imageParams = z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(2) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The member's feedback and complaints: the list with replies, and their images. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.get(
    FEEDBACK_API.list,
    { schema: { tags, summary: 'Your feedback with its status and replies', querystring: feedbackPageQuerySchema } },
    async (request) => ok(await listMemberFeedback(app.db, memberOf(request), request.query)),
  );
  app.get(
    '/wps/feedback/:id/images/:index',
    { schema: { tags, summary: 'An image of your feedback', params: imageParams } },
    async (request, reply) => {
      const name = await feedbackImageName(app.db, request.params.id, request.params.index, memberOf(request).id);
      return sendPrivateUpload(reply, serviceUploads(app.config.dataDir), name);
    },
  );
  await app.register(feedbackSubmitRoutes);
};

/** PUT /wps/feedback: multipart only, and nothing else is read here. */
const feedbackSubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, {
    limits: {
      fileSize: FEEDBACK_IMAGE_MAX_BYTES,
      files: FEEDBACK_IMAGES_MAX + 1,
      fields: 4,
      parts: FEEDBACK_IMAGES_MAX + 5,
    },
  });
  app.put(
    FEEDBACK_API.submit,
    {
      schema: {
        tags,
        summary:
          'Send feedback or a complaint: multipart with "type", "content" (at most 140 characters) and up to 3 PNG/JPEG images of 5 MB in "file"',
        consumes: ['multipart/form-data'],
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const form = await receiveForm(request, {
        maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
        maxFiles: FEEDBACK_IMAGES_MAX,
        tooManyFiles: new AppError('FEEDBACK_TOO_MANY_IMAGES'),
      });
      const directory = serviceUploads(app.config.dataDir);
      const files = form.files.map((file) => file.bytes);
      return ok(await submitFeedback({ db: app.db, directory }, memberOf(request), form.fields, files));
    },
  );
};

/** The staff feedback queue: statuses and replies (each reply reaches the member as a platform message). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminTags = ['Back office: feedback'];
  app.addHook('onRequest', requireStaff('support'));
  app.get(
    FEEDBACK_API.admin.list,
    {
      schema: { tags: adminTags, summary: 'Feedback and complaints by status', querystring: adminFeedbackQuerySchema },
    },
    async (request) => ok(await listFeedbackForStaff(app.db, request.query)),
  );
  app.post(
    '/api/admin/feedback/:id/replies',
    {
      schema: {
        tags: adminTags,
        summary: 'Answer (the member gets a platform message); audited',
        params: idParams,
        body: feedbackReplyInputSchema,
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), displayName: request.staff?.displayName || request.staff?.username || '' };
      return ok(await replyToFeedback(app.db, actor, request.params.id, request.body));
    },
  );
  app.put(
    '/api/admin/feedback/:id/status',
    {
      schema: {
        tags: adminTags,
        summary: 'Set the status; audited',
        params: idParams,
        body: feedbackStatusInputSchema,
      },
    },
    async (request) => ok(await setFeedbackStatus(app.db, actorOf(request), request.params.id, request.body.status)),
  );
  app.get(
    '/api/admin/feedback/:id/images/:index',
    { schema: { tags: adminTags, summary: 'An image of a feedback item', params: imageParams } },
    async (request, reply) => {
      const name = await feedbackImageName(app.db, request.params.id, request.params.index, null);
      return sendPrivateUpload(reply, serviceUploads(app.config.dataDir), name);
    },
  );
};
