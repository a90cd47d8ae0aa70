import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import { CRASH_EVENTS, type CrashGameView } from '@fortuna/contracts/studio-crash';
import type { Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { injectTransport, SeamlessClient } from '../../kit/seamless-client';
import { WalletUnreachable } from '../../kit/wallet-call';
import { findRound } from '../studio.repo';
import { completeRound } from '../studio.service';
import { StudioWallet } from '../studio-wallet';
import { sessionOfToken } from '../studio-windows';
import { cashOutCrashBet } from './crash-bets';
import { CRASH_GROWTH_PER_MS } from './crash-clock';
import type { CrashContext } from './crash-context';
import { answerOf, crashSocket, gameCrashingAtLeast, nextEvent, openCrashWindow, placeBet } from './crash-test-kit';

const SPEED = 20;
const STAKE = 300_000n;
const START = 5_000_000n;

describeEachDatabase(
  'crash: a wallet that does not answer',
  (use) => {
    const sockets: Socket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    it('keeps a bet in play out of the job, and pays a decided cash-out whose win was not answered', async () => {
      const { app } = use();
      const alice = await openCrashWindow(app, START);
      const socket = await crashSocket(app, alice.session.studioToken);
      sockets.push(socket);
      const { game } = await gameCrashingAtLeast(app, socket, 300n);
      const placed = answerOf(await placeBet(socket, STAKE, 'unanswered-win-1'));
      const secret = (await app.vendorKeys.byCode(STUDIO_VENDOR_CODE))?.secret ?? '';
      const real = new StudioWallet(
        new SeamlessClient(STUDIO_VENDOR_CODE, secret, injectTransport(app)),
        STUDIO_VENDOR_CODE,
      );
      const deps = { db: app.db, secrets: app.secrets, wallet: real };

      // While the bet is in play nothing may complete it: its outcome is not decided yet.
      const inPlay = await findRound(app.db, placed.round.roundId);
      if (!inPlay) throw new Error('round missing');
      expect(await completeRound(deps, inPlay)).toMatchObject({ status: 'open', payoutMinor: 0n });

      await nextEvent<CrashGameView>(socket, CRASH_EVENTS.flight, (g) => g.number === game.number);
      const dropsWin = Object.create(real) as StudioWallet;
      dropsWin.win = async () => {
        throw new WalletUnreachable('connection reset');
      };
      const ctx: CrashContext = {
        deps: { ...deps, wallet: dropsWin },
        events: { game() {}, flight() {}, bet() {}, cashOut() {}, crashed() {}, settled() {} },
        growthPerMs: CRASH_GROWTH_PER_MS * SPEED,
        now: () => Date.now(),
      };
      const session = await sessionOfToken(app.db, alice.session.studioToken);
      const cashed = await cashOutCrashBet(ctx, session);
      expect(cashed.round.status).toBe('open');
      const multiplier = BigInt((cashed.bet.cashOut ?? '0').replace('.', ''));
      const payout = (STAKE * multiplier) / 100n;
      expect(cashed.round.payout).toBe(payout.toString());

      // The completion job (or the next launch) pays exactly the decided payout, whatever the crash.
      await nextEvent<CrashGameView>(socket, CRASH_EVENTS.crashed, (g) => g.number === game.number);
      const open = await findRound(app.db, placed.round.roundId);
      if (!open) throw new Error('round missing');
      const paid = await completeRound(deps, open);
      expect(paid).toMatchObject({ status: 'settled', payoutMinor: payout, balanceAfterMinor: START - STAKE + payout });
      expect(paid.detail).toMatchObject({ gameNumber: game.number, status: 'cashed' });
      for (const total of await balanceSumsByCurrency(app.db)) expect(total.total).toBe(0n);
    }, 120_000);
  },
  {
    STUDIO_ENABLED: 'true',
    STUDIO_CRASH_BETTING_MS: '2000',
    STUDIO_CRASH_PAUSE_MS: '100',
    STUDIO_CRASH_SPEED: String(SPEED),
  },
);
