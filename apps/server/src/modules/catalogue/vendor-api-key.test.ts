import type { Envelope } from '@fortuna/contracts/envelope';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { launchFeedback } from '../../db/schema/index';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

describeEachDatabase('vendor launch address and seamless API key', (use) => {
  it('launches a vendor’s game only once it has a launch address and an API key that an admin issued', async () => {
    const { app } = use();
    const admin = await staffAuth(app);
    const vendor = await app.inject({
      method: 'POST',
      url: '/api/admin/vendors',
      headers: admin,
      payload: { code: 'KEYED_VENDOR', name: 'Keyed', walletMode: 'seamless', status: 'active', gameType: 'LIVE' },
    });
    const vendorId = vendor.json<Envelope<{ id: number; hasApiKey: boolean }>>().value?.id ?? 0;
    expect(vendor.json()).toMatchObject({ value: { hasApiKey: false, launchUrl: '' } });
    // A new vendor takes the default win ceiling (docs/seamless-wallet.md "Win ceiling").
    expect(vendor.json()).toMatchObject({
      value: { maxWinMultiple: 10_000, maxWin: '1000000000.00', maxBalance: '100000000000.00' },
    });
    const game = await app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: admin,
      payload: { vendorCode: 'KEYED_VENDOR', gameCode: 'table-1', name: 'Table 1', gameType: 'LIVE', status: 'active' },
    });
    const nodeId = game.json<Envelope<{ id: number }>>().value?.id ?? 0;
    const member = await memberAuth(app, (await createMember(app)).username);
    const launch = () =>
      app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: member, payload: { nodeId } });
    expect((await launch()).json()).toMatchObject({ code: 'GAME_UNAVAILABLE' });

    const noToken = await app.inject({
      method: 'PUT',
      url: `/api/admin/vendors/${vendorId}`,
      headers: admin,
      payload: {
        code: 'KEYED_VENDOR',
        name: 'Keyed',
        walletMode: 'seamless',
        status: 'active',
        gameType: 'LIVE',
        launchUrl: 'https://games.example/play',
      },
    });
    expect(noToken.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await app.inject({
      method: 'PUT',
      url: `/api/admin/vendors/${vendorId}`,
      headers: admin,
      payload: {
        code: 'KEYED_VENDOR',
        name: 'Keyed',
        walletMode: 'seamless',
        status: 'active',
        gameType: 'LIVE',
        launchUrl: 'https://games.example/play?t={token}&g={gameCode}',
        maxWinMultiple: 500,
        maxWin: '2500000',
      },
    });
    expect((await launch()).json()).toMatchObject({ code: 'GAME_UNAVAILABLE' });

    await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin,
      payload: { username: 'keyops01', displayName: 'Operator', password: 'Ledger#2026', roles: ['operator'] },
    });
    const operator = await staffAuth(app, 'keyops01', 'Ledger#2026');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${vendorId}/api-key`,
      headers: operator,
    });
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

    const issued = await app.inject({ method: 'POST', url: `/api/admin/vendors/${vendorId}/api-key`, headers: admin });
    const secret = issued.json<Envelope<{ secret: string }>>().value?.secret ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const launched = (await launch()).json<Envelope<{ url: string }>>();
    expect(launched.value?.url).toMatch(/^https:\/\/games\.example\/play\?t=[\w-]{40,}&g=table-1$/);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/vendors', headers: admin });
    expect(listed.json<Envelope<{ code: string; hasApiKey: boolean }[]>>().value).toContainEqual(
      // The ceiling staff changed with the launch address; the balance cap they left out is unchanged.
      expect.objectContaining({
        code: 'KEYED_VENDOR',
        hasApiKey: true,
        maxWinMultiple: 500,
        maxWin: '2500000.00',
        maxBalance: '100000000000.00',
      }),
    );
    // What the site saw after the launch is kept for operators; an unknown game or outcome changes nothing.
    const feedback = (payload: object) =>
      app.inject({ method: 'POST', url: '/wps/game/launchFeedback', headers: member, payload });
    expect((await feedback({ nodeId, outcome: 'popup_blocked' })).json()).toMatchObject({ success: true });
    expect((await feedback({ nodeId: 999_999, outcome: 'opened' })).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect((await feedback({ nodeId, outcome: 'exploded' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const kept = await app.db.select().from(launchFeedback).where(eq(launchFeedback.gameId, nodeId));
    expect(kept.map((row) => row.outcome)).toEqual(['popup_blocked']);
    // The audit keeps that a key was issued, never the key.
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit?action=vendor.api_key', headers: admin });
    expect(JSON.stringify(audit.json())).not.toContain(secret);
    expect(JSON.stringify(audit.json())).toContain('vendor.api_key');
  });
});
