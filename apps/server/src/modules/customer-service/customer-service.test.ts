import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminChatPage, ChatCurrent, ChatCustomer, ChatMessage } from '@fortuna/contracts/chat';
import type { AdminFeedbackPage, Feedback, FeedbackPage } from '@fortuna/contracts/feedback';
import type { MessagePage } from '@fortuna/contracts/messages';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { type FormPart, multipartBody, oversizedPng, testImage } from '../../test/multipart';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { staffWithRole } from '../payments/payments.test-helpers';

type Headers = Record<string, string>;
interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return response.json<Envelope<T>>();
}

async function send<T>(app: FastifyInstance, method: 'POST' | 'PUT', url: string, headers: Headers, parts: FormPart[]) {
  const body = multipartBody(parts);
  const response = await app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-service-'));

describeEachDatabase(
  'customer service: live chat and feedback',
  (use) => {
    it('a member chats with staff: queue, images by content, transfer, canned replies, reads, offline notice, close and rating', async () => {
      const { app } = use();
      const member = await createMember(app, { language: 'EN' });
      const headers = await memberAuth(app, member.username);
      const admin = await staffAuth(app);

      expect((await call<ChatCurrent>(app, 'GET', '/wps/chat/current', headers)).value.conversation).toBeNull();
      const hello = await call<ChatMessage>(app, 'POST', '/wps/chat/messages', headers, { body: 'My deposit is late' });
      expect(hello.value).toMatchObject({ sender: 'customer', body: 'My deposit is late' });
      const picture = await send<ChatMessage>(app, 'POST', '/wps/chat/images', headers, [
        { filename: 'receipt.png', data: await testImage('png') },
      ]);
      expect(picture.body.value.imageUrl).toMatch(/^\/wps\/chat\/images\/\d+$/);
      const image = await app.inject({ method: 'GET', url: picture.body.value.imageUrl ?? '', headers });
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
      expect((await send(app, 'POST', '/wps/chat/images', headers, [{ filename: 'x.png', data: gif }])).body.code).toBe(
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      expect(
        (await send(app, 'POST', '/wps/chat/images', headers, [{ filename: 'big.png', data: await oversizedPng() }]))
          .body.code,
      ).toBe('IMAGE_TOO_LARGE');
      expect((await call(app, 'POST', '/wps/chat/messages', headers, { body: '' })).code).toBe('VALIDATION_FAILED');
      const stranger = await memberAuth(app, (await createMember(app)).username);
      expect(
        (await app.inject({ method: 'GET', url: picture.body.value.imageUrl ?? '', headers: stranger })).statusCode,
      ).toBe(404);

      // Staff: the queue, the member beside the chat, an answer (taking it), a transfer.
      const queue = await call<AdminChatPage>(app, 'GET', '/api/admin/chat/conversations?status=queued', admin);
      const conversation = queue.value.list.find((row) => row.accountId === member.id);
      expect(conversation).toMatchObject({ status: 'queued', unread: 2, customerName: member.username });
      const id = conversation?.id ?? 0;
      const beside = await call<ChatCustomer>(app, 'GET', `/api/admin/chat/conversations/${id}/customer`, admin);
      expect(beside.value).toMatchObject({
        username: member.username,
        kycStatus: 'unverified',
        riskLevel: 'normal',
        balance: { amount: '0.00' },
      });

      const canned = await call<{ id: number }>(app, 'POST', '/api/admin/chat/canned-replies', admin, {
        merchantId: member.merchantId,
        title: 'Greeting',
        bodyEn: 'Hello, how can we help?',
        bodyTy: 'Xin chào, chúng tôi có thể giúp gì?',
      });
      expect(canned.success).toBe(true);
      // The member is not connected: the first unread answer also arrives as a platform message.
      const answer = await call<ChatMessage>(app, 'POST', `/api/admin/chat/conversations/${id}/messages`, admin, {
        body: 'Hello, how can we help?',
      });
      expect(answer.value).toMatchObject({ sender: 'staff' });
      const inbox = await call<MessagePage>(app, 'GET', '/wps/member/messages', headers);
      expect(inbox.value.list[0]).toMatchObject({ kind: 'service', title: 'New reply in your customer-service chat' });

      const support = await staffWithRole(app, 'support');
      const agents = await call<{ id: number; username: string }[]>(app, 'GET', '/api/admin/chat/agents', admin);
      const colleague = agents.value.find((row) => row.username.startsWith('support'));
      const transferred = await call(app, 'POST', `/api/admin/chat/conversations/${id}/assign`, admin, {
        staffId: colleague?.id,
      });
      expect(transferred.success).toBe(true);
      expect(
        (await call(app, 'POST', `/api/admin/chat/conversations/${id}/messages`, admin, { body: 'still me' })).code,
      ).toBe('CHAT_TAKEN');
      expect(
        (
          await call(app, 'POST', `/api/admin/chat/conversations/${id}/messages`, support, {
            body: 'I will check your deposit.',
          })
        ).success,
      ).toBe(true);

      // Reads and unread counts on both sides, history for the member.
      const current = await call<ChatCurrent>(app, 'GET', '/wps/chat/current', headers);
      expect(current.value.conversation).toMatchObject({ status: 'assigned', unread: 2 });
      const last = current.value.messages.at(-1);
      await call(app, 'POST', '/wps/chat/read', headers, { upToId: last?.id ?? 1 });
      expect((await call<ChatCurrent>(app, 'GET', '/wps/chat/current', headers)).value.conversation?.unread).toBe(0);
      const history = await call<ChatMessage[]>(app, 'GET', '/wps/chat/history?limit=2', headers);
      expect(history.value.map((row) => row.body)).toEqual(['assigned:support', 'I will check your deposit.']);

      // Close and rate; every staff message is in the audit log.
      await call(app, 'POST', `/api/admin/chat/conversations/${id}/close`, support);
      const toRate = await call<ChatCurrent>(app, 'GET', '/wps/chat/current', headers);
      expect(toRate.value).toMatchObject({ conversation: null, toRate: { id, status: 'closed' } });
      expect(
        (await call(app, 'POST', '/wps/chat/rating', headers, { conversationId: id, rating: 5, comment: 'Quick' }))
          .success,
      ).toBe(true);
      const audit = await call<Page<AuditEntry>>(app, 'GET', '/api/admin/audit?action=chat.message', admin);
      expect(audit.value.list.filter((entry) => entry.targetId === String(id))).toHaveLength(2);
    });

    it('a visitor who cannot sign in chats with a token', async () => {
      const { app } = use();
      const started = await call<{ token: string; conversation: { id: number } }>(
        app,
        'POST',
        '/wps/chat/visitor',
        {},
        {
          name: 'Lan',
          reason: 'locked',
          username: 'demo01',
        },
      );
      expect(started.success).toBe(true);
      const visitor = { 'x-chat-token': started.value.token };
      expect((await call(app, 'POST', '/wps/chat/messages', visitor, { body: 'My IP is locked' })).success).toBe(true);
      const current = await call<ChatCurrent>(app, 'GET', '/wps/chat/current', visitor);
      expect(current.value.messages.map((row) => row.body)).toContain('My IP is locked');
      expect((await call(app, 'GET', '/wps/chat/current', { 'x-chat-token': 'x'.repeat(40) })).value).toMatchObject({
        conversation: null,
      });
      expect((await call(app, 'GET', '/wps/chat/current', {})).code).toBe('NOT_LOGGED_IN');
    });

    it('takes feedback with up to 3 PNG/JPEG images by content and 140 characters; the staff answer arrives as a message', async () => {
      const { app } = use();
      const member = await createMember(app);
      const headers = await memberAuth(app, member.username);
      const fields = (content: string): FormPart[] => [
        { field: 'type', data: 'complaint' },
        { field: 'content', data: content },
      ];
      const png = { filename: 'a.png', data: await testImage('png') };
      const jpeg = { filename: 'b.jpg', data: await testImage('jpeg') };

      const tooMany = await send(app, 'PUT', '/wps/feedback', headers, [
        ...fields('Four images'),
        png,
        jpeg,
        png,
        jpeg,
      ]);
      expect(tooMany.body.code).toBe('FEEDBACK_TOO_MANY_IMAGES');
      expect((await send(app, 'PUT', '/wps/feedback', headers, fields('x'.repeat(141)))).body.code).toBe(
        'VALIDATION_FAILED',
      );
      const webp = { filename: 'c.png', data: await testImage('webp') };
      expect((await send(app, 'PUT', '/wps/feedback', headers, [...fields('Lying name'), webp])).body.code).toBe(
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      expect(
        (
          await send(app, 'PUT', '/wps/feedback', headers, [
            ...fields('Huge'),
            { filename: 'd.png', data: await oversizedPng() },
          ])
        ).body.code,
      ).toBe('IMAGE_TOO_LARGE');
      expect((await call<FeedbackPage>(app, 'GET', '/wps/feedback/list', headers)).value.total).toBe(0);

      const sent = await send<Feedback>(app, 'PUT', '/wps/feedback', headers, [
        ...fields('Withdrawal slow'),
        png,
        jpeg,
      ]);
      expect(sent.body.value).toMatchObject({ type: 'complaint', status: 'open', content: 'Withdrawal slow' });
      expect(sent.body.value.images).toHaveLength(2);

      const admin = await staffAuth(app);
      const queue = await call<AdminFeedbackPage>(app, 'GET', '/api/admin/feedback?status=open', admin);
      const item = queue.value.list.find((row) => row.accountId === member.id);
      expect(item?.username).toBe(member.username);
      const image = await app.inject({ method: 'GET', url: item?.images[0] ?? '', headers: admin });
      expect(image.headers['content-type']).toBe('image/jpeg');
      await call(app, 'POST', `/api/admin/feedback/${item?.id}/replies`, admin, {
        body: 'Paid out today.',
        status: 'resolved',
      });

      const mine = await call<FeedbackPage>(app, 'GET', '/wps/feedback/list', headers);
      expect(mine.value.list[0]).toMatchObject({ status: 'resolved', replies: [{ body: 'Paid out today.' }] });
      const inbox = await call<MessagePage>(app, 'GET', '/wps/member/messages', headers);
      expect(inbox.value.list[0]).toMatchObject({
        kind: 'service',
        body: 'Paid out today.',
        title: 'Chăm sóc khách hàng đã trả lời góp ý của bạn',
      });
    });
  },
  { DATA_DIR: dataDir },
);
