import multipart from '@fastify/multipart';
import {
  adminChatQuerySchema,
  CHAT_API,
  CHAT_IMAGE_MAX_BYTES,
  cannedQuerySchema,
  cannedReplyInputSchema,
  chatAssignInputSchema,
  chatHistoryQuerySchema,
  chatReadInputSchema,
  chatTextInputSchema,
} from '@fortuna/contracts/chat';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { sendPrivateUpload } from '../uploads/document-intake';
import { receiveOneFile } from '../uploads/uploads.routes';
import { deleteCannedReply, listCannedReplies, saveCannedReply } from './canned-replies';
import { findChatMessage } from './chat.repo';
import { serviceUploads } from './chat.service';
import {
  assignConversation,
  chatAgents,
  chatCustomer,
  conversationMessages,
  listConversations,
  sendStaffImage,
  sendStaffText,
  staffClose,
  staffRead,
  staffTyping,
} from './chat-admin.service';

const tags = ['Back office: live chat'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const SUPPORT = requireStaff('support');

function staffActor(request: FastifyRequest) {
  return { ...actorOf(request), displayName: request.staff?.displayName || request.staff?.username || '' };
}

/** The chat console: queue, conversations, messages, assignment and transfer, the member beside the chat, canned replies. */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', SUPPORT);
  app.get(
    CHAT_API.admin.conversations,
    {
      schema: {
        tags,
        summary: 'Conversations: the queue, yours, assigned or closed',
        querystring: adminChatQuerySchema,
      },
    },
    async (request) => ok(await listConversations(app, request.query, actorOf(request))),
  );
  app.get(
    '/api/admin/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages of a conversation (oldest first)',
        params: idParams,
        querystring: chatHistoryQuerySchema,
      },
    },
    async (request) =>
      ok(await conversationMessages(app, request.params.id, request.query.limit, request.query.beforeId)),
  );
  app.post(
    '/api/admin/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Answer (takes a queued conversation); audited',
        params: idParams,
        body: chatTextInputSchema,
      },
    },
    async (request) => ok(await sendStaffText(app, staffActor(request), request.params.id, request.body.body)),
  );
  app.post(
    '/api/admin/chat/conversations/:id/assign',
    {
      schema: {
        tags,
        summary: 'Take a conversation or transfer it to a colleague',
        params: idParams,
        body: chatAssignInputSchema,
      },
    },
    async (request) => ok(await assignConversation(app, actorOf(request), request.params.id, request.body.staffId)),
  );
  app.post(
    '/api/admin/chat/conversations/:id/typing',
    {
      schema: { tags, summary: 'Tell the customer you are typing', params: idParams },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      await staffTyping(app, request.params.id);
      return ok(null);
    },
  );
  app.post(
    '/api/admin/chat/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the customer messages read up to an id',
        params: idParams,
        body: chatReadInputSchema,
      },
    },
    async (request) => {
      await staffRead(app, request.params.id, request.body.upToId);
      return ok(null);
    },
  );
  app.post(
    '/api/admin/chat/conversations/:id/close',
    { schema: { tags, summary: 'Close the conversation (the customer is asked for a rating)', params: idParams } },
    async (request) => {
      await staffClose(app, actorOf(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    '/api/admin/chat/conversations/:id/customer',
    {
      schema: {
        tags,
        summary: "The member's profile, balance and recent orders (null for a visitor)",
        params: idParams,
      },
    },
    async (request) => ok(await chatCustomer(app, request.params.id)),
  );
  app.get(CHAT_API.admin.agents, { schema: { tags, summary: 'Staff who answer chats (transfer targets)' } }, async () =>
    ok(await chatAgents(app)),
  );
  app.get(
    '/api/admin/chat/images/:id',
    { schema: { tags, summary: 'An image of a conversation', params: idParams } },
    async (request, reply) => {
      const message = await findChatMessage(app.db, request.params.id);
      return sendPrivateUpload(reply, serviceUploads(app.config.dataDir), message?.imageName);
    },
  );
  app.get(
    CHAT_API.admin.canned,
    { schema: { tags, summary: "A merchant's canned replies (EN and TY)", querystring: cannedQuerySchema } },
    async (request) => ok(await listCannedReplies(app.db, request.query.merchantId)),
  );
  app.post(
    CHAT_API.admin.canned,
    { schema: { tags, summary: 'Add a canned reply', body: cannedReplyInputSchema } },
    async (request) => ok(await saveCannedReply(app.db, actorOf(request), request.body)),
  );
  app.put(
    '/api/admin/chat/canned-replies/:id',
    { schema: { tags, summary: 'Change a canned reply', params: idParams, body: cannedReplyInputSchema } },
    async (request) => ok(await saveCannedReply(app.db, actorOf(request), request.body, request.params.id)),
  );
  app.delete(
    '/api/admin/chat/canned-replies/:id',
    { schema: { tags, summary: 'Delete a canned reply', params: idParams } },
    async (request) => {
      await deleteCannedReply(app.db, actorOf(request), request.params.id);
      return ok(null);
    },
  );
  await app.register(staffImageRoutes);
};

const staffImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 2, fields: 4, parts: 6 } });
  app.post(
    '/api/admin/chat/conversations/:id/images',
    {
      schema: {
        tags,
        summary: 'Send an image (PNG or JPEG by content, 5 MB); audited',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const file = await receiveOneFile(request, CHAT_IMAGE_MAX_BYTES);
      return ok(await sendStaffImage(app, staffActor(request), request.params.id, file.bytes));
    },
  );
};
