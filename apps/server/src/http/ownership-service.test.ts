import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Contract } from '@fortuna/contracts/agents';
import type { AdminFeedbackPage, Feedback } from '@fortuna/contracts/feedback';
import { KYC_API, type KycDocument, type KycState } from '@fortuna/contracts/kyc';
import type { MessagePage } from '@fortuna/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { agentAccount, call, contractedTopAgent, flatTier } from '../modules/agents/agents.test-helpers';
import { createMember } from '../test/accounts';
import { memberAuth } from '../test/member-login';
import { multipartBody, testImage } from '../test/multipart';
import { describeEachDatabase, staffAuth } from '../test/test-app';

type Headers = Record<string, string>;

/** A member with a session, as the site signs one in. */
async function signedInMember(app: FastifyInstance) {
  const member = await createMember(app);
  return { member, auth: await memberAuth(app, member.username) };
}

async function upload<T>(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  auth: Headers,
  parts: Parameters<typeof multipartBody>[0],
) {
  const body = multipartBody(parts);
  const response = await app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: T }>().value;
}

/** Another owner's file is answered as if it did not exist. */
async function expectNoFile(app: FastifyInstance, url: string, auth: Headers) {
  const response = await app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, `GET ${url}`).toBe(404);
  expect(response.headers['content-type']).not.toMatch(/^image\//);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-ownership-'));

describeEachDatabase(
  "another owner's documents, pictures, messages and contracts",
  (use) => {
    it('serves identity documents and feedback pictures to their owner only', async () => {
      const { app } = use();
      const owner = await signedInMember(app);
      const stranger = await signedInMember(app);

      await upload<KycDocument>(app, 'POST', KYC_API.upload('front'), owner.auth, [
        { field: 'file', filename: 'front.png', data: await testImage('png') },
      ]);
      const state = await call<KycState>(app, 'GET', KYC_API.status, owner.auth);
      const document = state.body.value.documents.find((row) => row.kind === 'front');
      if (!document) throw new Error('the uploaded document is not listed');
      expect((await app.inject({ method: 'GET', url: document.url, headers: owner.auth })).statusCode).toBe(200);
      await expectNoFile(app, document.url, stranger.auth);
      await expectNoFile(app, KYC_API.document(document.id), stranger.auth);
      // The stranger's own status lists nothing of the owner's.
      expect((await call<KycState>(app, 'GET', KYC_API.status, stranger.auth)).body.value.documents).toEqual([]);

      const feedback = await upload<Feedback>(app, 'PUT', '/wps/feedback', owner.auth, [
        { field: 'type', data: 'complaint' },
        { field: 'content', data: 'Receipt attached' },
        { filename: 'receipt.png', data: await testImage('png') },
      ]);
      const picture = feedback.images[0] ?? '';
      expect(picture).not.toBe('');
      expect((await app.inject({ method: 'GET', url: picture, headers: owner.auth })).statusCode).toBe(200);
      await expectNoFile(app, picture, stranger.auth);
    });

    it("refuses to mark another member's message read, and the owner still sees it unread", async () => {
      const { app } = use();
      const owner = await signedInMember(app);
      const stranger = await signedInMember(app);
      // A staff answer to the owner's feedback arrives as a message.
      await upload<Feedback>(app, 'PUT', '/wps/feedback', owner.auth, [
        { field: 'type', data: 'suggestion' },
        { field: 'content', data: 'More games please' },
      ]);
      const admin = await staffAuth(app);
      const queue = await call<AdminFeedbackPage>(app, 'GET', '/api/admin/feedback?status=open', admin);
      const item = queue.body.value.list.find((row) => row.accountId === owner.member.id);
      await app.inject({
        method: 'POST',
        url: `/api/admin/feedback/${item?.id}/replies`,
        headers: admin,
        payload: { body: 'Coming in December.', status: 'resolved' },
      });
      const inbox = await call<MessagePage>(app, 'GET', '/wps/member/messages', owner.auth);
      const message = inbox.body.value.list[0];
      if (!message) throw new Error('the answer did not arrive');

      const refused = await call(app, 'POST', `/wps/member/messages/${message.id}/read`, stranger.auth);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
      expect((await call<MessagePage>(app, 'GET', '/wps/member/messages', stranger.auth)).body.value.list).toEqual([]);
      const after = await call<MessagePage>(app, 'GET', '/wps/member/messages', owner.auth);
      expect(after.body.value.list[0]).toMatchObject({ id: message.id, readAt: null });
    });

    it("refuses an agent the contract offered to another agent's downline", async () => {
      const { app } = use();
      const top = await contractedTopAgent(app, 'daily', flatTier(100));
      const downline = await agentAccount(app, top.agent.id);
      const offered = await call<Contract>(app, 'POST', '/wps/agent/contracts', top.auth, {
        downlineId: downline.id,
        kind: 'daily',
        tiers: flatTier(60),
      });
      expect(offered.body.code).toBe('OK');
      const contractId = offered.body.value.id;
      // An agent of another tree, and the offering upline itself, cannot answer for the downline.
      const outsider = await agentAccount(app, null);
      const outsiderAuth = await memberAuth(app, outsider.username);
      for (const action of ['accept', 'reject', 'terminate']) {
        const answer = await call(app, 'POST', `/wps/agent/contracts/${contractId}/${action}`, outsiderAuth);
        expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body).toMatchObject({ success: false, value: null });
      }
      const byUpline = await call(app, 'POST', `/wps/agent/contracts/${contractId}/accept`, top.auth);
      expect(byUpline.body.success).toBe(false);

      // The offer still waits for the downline, who can accept it.
      const downlineAuth = await memberAuth(app, downline.username);
      const accepted = await call<Contract>(app, 'POST', `/wps/agent/contracts/${contractId}/accept`, downlineAuth);
      expect(accepted.body.value.status).toBe('active');
    });
  },
  { DATA_DIR: dataDir },
);
