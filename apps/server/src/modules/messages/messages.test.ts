import type { Contract } from '@fortuna/contracts/agents';
import type { Message, MessagePage } from '@fortuna/contracts/messages';
import type { MemberCounts } from '@fortuna/contracts/session';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';
import { agentAccount, call, contractedTopAgent, flatTier } from '../agents/agents.test-helpers';

describeEachDatabase('platform messages', (use) => {
  it('tells each side of a contract what happened, in its language, and counts the unread ones', async () => {
    const { app } = use();
    const top = await contractedTopAgent(app, 'realtime', flatTier(100));
    const sub = await agentAccount(app, top.agent.id);
    await app.db.update(accounts).set({ language: 'EN' }).where(eq(accounts.id, sub.id));
    const subAuth = await memberAuth(app, sub.username);
    const offered = await call<Contract>(app, 'POST', '/wps/agent/contracts', top.auth, {
      downlineId: sub.id,
      kind: 'realtime',
      tiers: flatTier(60),
    });

    const inbox = await call<MessagePage>(app, 'GET', '/wps/member/messages', subAuth);
    expect(inbox.body.value).toMatchObject({ total: 1, unread: 1 });
    const [message] = inbox.body.value.list;
    expect(message).toMatchObject({
      kind: 'contract',
      title: 'New real-time salary contract offer',
      link: '/agentHome?page=realtimeSalary',
      readAt: null,
    });
    expect(message?.body).toContain(top.agent.username);
    expect(message?.body).toContain('0.6%');
    expect((await call<MemberCounts>(app, 'GET', '/wps/member/counts', subAuth)).body.value.unreadMessage).toBe(1);

    // The upline (Vietnamese by default) hears of the answer.
    await call(app, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, subAuth);
    const uplineInbox = await call<MessagePage>(app, 'GET', '/wps/member/messages?unreadOnly=true', top.auth);
    expect(uplineInbox.body.value.list[0]?.title).toBe('Hợp đồng lương thời gian thực đã được chấp nhận');

    // Reading: once, only one's own, then all.
    const read = await call<Message>(app, 'POST', `/wps/member/messages/${message?.id}/read`, subAuth);
    expect(read.body.value.readAt).not.toBeNull();
    const again = await call<Message>(app, 'POST', `/wps/member/messages/${message?.id}/read`, subAuth);
    expect(again.body.value.readAt).toBe(read.body.value.readAt);
    const foreign = await call(app, 'POST', `/wps/member/messages/${message?.id}/read`, top.auth);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await call<MemberCounts>(app, 'GET', '/wps/member/counts', subAuth)).body.value.unreadMessage).toBe(0);
    await call(app, 'POST', '/wps/member/messages/read-all', top.auth);
    expect((await call<MessagePage>(app, 'GET', '/wps/member/messages', top.auth)).body.value.unread).toBe(0);

    const anonymous = await call(app, 'GET', '/wps/member/messages', {});
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
  });
});
