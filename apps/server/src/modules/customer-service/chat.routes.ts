import multipart from '@fastify/multipart';
import {
  CHAT_API,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_VISITOR_HEADER,
  chatHistoryQuerySchema,
  chatRatingInputSchema,
  chatReadInputSchema,
  chatTextInputSchema,
  chatVisitorInputSchema,
} from '@fortuna/contracts/chat';
import { LIVE_CHAT_URL } from '@fortuna/contracts/cs-path';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../security/tokens';
import { useMerchantContext } from '../merchants/merchant-context';
import type { AccountRow } from '../sessions/sessions.repo';
import { accountForToken } from '../sessions/sessions.service';
import { sendPrivateUpload } from '../uploads/document-intake';
import { receiveOneFile } from '../uploads/uploads.routes';
import type { Customer } from './chat.repo';
import {
  chatHistory,
  currentChat,
  customerClose,
  customerImageFile,
  customerRead,
  customerTyping,
  memberCustomer,
  rateConversation,
  sendCustomerImage,
  sendCustomerText,
  serviceUploads,
  startVisitorChat,
  visitorCustomer,
} from './chat.service';

const tags = ['Customer service: live chat'];

declare module 'fastify' {
  interface FastifyRequest {
    chatCustomer: { customer: Customer; member: AccountRow | null } | null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A chat caller: a signed-in member or agent (bearer token), or a visitor holding a chat token. */
async function requireChatCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (token) {
    const account = await accountForToken(request.server.db, token);
    if (!account || account.merchantId !== request.merchant.id) throw new AppError('NOT_LOGGED_IN');
    request.chatCustomer = { customer: memberCustomer(account), member: account };
    return;
  }
  const visitorToken = headerValue(request, CHAT_VISITOR_HEADER);
  if (!visitorToken || !/^[A-Za-z0-9_-]{20,128}$/.test(visitorToken)) throw new AppError('NOT_LOGGED_IN');
  request.chatCustomer = { customer: visitorCustomer(request.merchant.id, visitorToken), member: null };
}

function chatCustomerOf(request: FastifyRequest) {
  if (!request.chatCustomer) throw new AppError('NOT_LOGGED_IN');
  return request.chatCustomer;
}

/** The customer side of live chat: entries, a visitor's start, the conversation, messages, typing, reads, rating. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('chatCustomer', null);
  useMerchantContext(app);

  app.get(
    CHAT_API.models,
    { schema: { tags, summary: "The merchant's customer-service entries (live chat opens ours)" } },
    async (request) =>
      ok(
        request.merchant.site.customerService.map((entry) => ({
          csType: entry.csType,
          title: entry.title,
          chatUrl: entry.csType === 'LIVECHAT' ? LIVE_CHAT_URL : entry.path,
        })),
      ),
  );
  app.post(CHAT_API.launch, { schema: { tags, summary: 'Where to open the live chat (chatUrl)' } }, async () =>
    ok({ chatUrl: LIVE_CHAT_URL }),
  );
  app.post(
    CHAT_API.visitor,
    {
      schema: {
        tags,
        summary: 'A visitor who cannot sign in (maintenance, blocked region, locked account or address) starts a chat',
        body: chatVisitorInputSchema,
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => ok(await startVisitorChat(app, request.merchant.id, request.body, request.ip)),
  );

  await app.register(chatCustomerRoutes);
};

const messageLimit = { max: 20, timeWindow: '1 minute' };

const chatCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireChatCustomer);
  app.get(
    CHAT_API.current,
    { schema: { tags, summary: 'Your open conversation and its latest messages' } },
    async (request) => ok(await currentChat(app.db, chatCustomerOf(request).customer)),
  );
  app.get(
    CHAT_API.history,
    { schema: { tags, summary: 'Older messages of your conversations', querystring: chatHistoryQuerySchema } },
    async (request) =>
      ok(await chatHistory(app.db, chatCustomerOf(request).customer, request.query.limit, request.query.beforeId)),
  );
  app.post(
    CHAT_API.messages,
    {
      schema: { tags, summary: 'Send a message (opens a conversation when none is open)', body: chatTextInputSchema },
      config: { rateLimit: messageLimit },
    },
    async (request) => {
      const { customer, member } = chatCustomerOf(request);
      return ok(await sendCustomerText(app, customer, member, request.ip, request.body.body));
    },
  );
  app.post(
    CHAT_API.typing,
    {
      schema: { tags, summary: 'Tell staff you are typing' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      await customerTyping(app, chatCustomerOf(request).customer);
      return ok(null);
    },
  );
  app.post(
    CHAT_API.read,
    { schema: { tags, summary: 'Mark staff messages read up to an id', body: chatReadInputSchema } },
    async (request) => {
      await customerRead(app, chatCustomerOf(request).customer, request.body.upToId);
      return ok(null);
    },
  );
  app.post(CHAT_API.close, { schema: { tags, summary: 'End your conversation' } }, async (request) => {
    await customerClose(app, chatCustomerOf(request).customer);
    return ok(null);
  });
  app.post(
    CHAT_API.rate,
    { schema: { tags, summary: 'Rate a closed conversation (1-5)', body: chatRatingInputSchema } },
    async (request) => ok(await rateConversation(app, chatCustomerOf(request).customer, request.body)),
  );
  app.get(
    '/wps/chat/images/:messageId',
    {
      schema: {
        tags,
        summary: 'An image of your conversation',
        params: z.object({ messageId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const name = await customerImageFile(app.db, chatCustomerOf(request).customer, request.params.messageId);
      return sendPrivateUpload(reply, serviceUploads(app.config.dataDir), name);
    },
  );
  await app.register(chatImageRoutes);
};

/** Images: only this scope reads multipart bodies, and it reads nothing else. */
const chatImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 2, fields: 4, parts: 6 } });
  app.post(
    CHAT_API.images,
    {
      schema: {
        tags,
        summary: 'Send an image (PNG or JPEG by content, at most 5 MB): field "file"',
        consumes: ['multipart/form-data'],
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { customer, member } = chatCustomerOf(request);
      const file = await receiveOneFile(request, CHAT_IMAGE_MAX_BYTES);
      return ok(await sendCustomerImage(app, customer, member, request.ip, file.bytes));
    },
  );
};
