import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SeamlessCall } from '../../../products/kit/seamless-client';
import type { ConformanceHarness, Player } from './conformance-suite';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

export interface KillSwitchTools {
  use(): ConformanceHarness;
  player(balance: bigint): Promise<Player>;
  betOf(p: Player, roundId: string, amount: bigint, transactionId?: string): Promise<SeamlessCall<unknown>>;
  winOf(p: Player, roundId: string, amount: bigint, transactionId?: string): Promise<SeamlessCall<unknown>>;
  balanceOf(p: Player): Promise<bigint>;
}

/** Staff's kill switch: a disabled vendor moves no money at all; a game in maintenance takes no new bets. */
export function describeKillSwitchCases({ use, player, betOf, winOf, balanceOf }: KillSwitchTools): void {
  describe('kill switch', () => {
    it('refuses every call of a disabled vendor at once, and takes them again once it is enabled', async () => {
      const harness = use();
      const p = await player(10_000n);
      const round = id('round');
      await betOf(p, round, 1_000n);
      await harness.setStatus('vendor', 'disabled');
      try {
        expect((await betOf(p, id('round'), 1_000n)).envelope.code).toBe('VENDOR_DISABLED');
        expect((await winOf(p, round, 5_000n)).envelope.code).toBe('VENDOR_DISABLED');
        const batch = await harness.client.settleBatch([
          { type: 'win', transactionId: id('win'), roundId: round, amount: 5_000n },
        ]);
        expect(batch.envelope.code).toBe('VENDOR_DISABLED');
        expect(await harness.ledgerTotal(p.currency)).toBe(0n);
      } finally {
        await harness.setStatus('vendor', 'active');
      }
      expect((await winOf(p, round, 2_000n)).envelope).toMatchObject({ success: true, value: { balance: '11000' } });
    });

    it('refuses new bets on a game in maintenance but lets open rounds finish', async () => {
      const harness = use();
      const p = await player(10_000n);
      const round = id('round');
      await betOf(p, round, 1_000n);
      await harness.setStatus('game', 'maintenance');
      try {
        expect((await betOf(p, id('round'), 1_000n)).envelope.code).toBe('GAME_UNAVAILABLE');
        const combined = await harness.client.round({
          sessionToken: p.sessionToken,
          roundId: id('round'),
          gameCode: harness.gameCode,
          currency: p.currency,
          actions: [{ type: 'bet', transactionId: id('bet'), amount: 100n }],
        });
        expect(combined.envelope.code).toBe('GAME_UNAVAILABLE');
        expect((await winOf(p, round, 500n)).envelope.success).toBe(true);
      } finally {
        await harness.setStatus('game', 'active');
      }
      expect(await balanceOf(p)).toBe(9_500n);
    });
  });
}
