import type { Envelope } from '@fortuna/contracts/envelope';
import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import { expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../test/test-app';
import { WalletUnreachable } from '../kit/wallet-call';
import { playStudioRound } from './studio.service';
import { launchWindow, openWindow, realWallet } from './studio-test-window';
import type { StudioWallet } from './studio-wallet';
import { sessionOfToken } from './studio-windows';

/** Every single-round game of the catalogue, with choices its table limits accept. */
const GAMES: readonly { code: string; choices: unknown }[] = [
  { code: 'fortuna-slot-classic', choices: { coin: 100_000 } },
  { code: 'fortuna-slot-243', choices: { coin: 10_000 } },
  { code: 'fortuna-slot-jackpot', choices: { stake: 500_000 } },
  { code: 'fortuna-scratch', choices: { stake: 200_000 } },
  { code: 'fortuna-plinko', choices: { stake: 200_000, rows: 12, risk: 'high' } },
  { code: 'fortuna-baccarat', choices: { banker: 200_000, tie: 100_000 } },
];

const START = 50_000_000n;

describeEachDatabase(
  'single-round games resume after a lost connection',
  (use) => {
    for (const { code, choices } of GAMES) {
      it(`${code}: a round whose win was not answered is shown again on the next launch and paid exactly once`, async () => {
        const { app } = use();
        const { headers, session } = await openWindow(app, code, START);
        const studioSession = await sessionOfToken(app.db, session.studioToken);
        const real = await realWallet(app);
        // The wallet takes the stake, then the connection drops before the win is answered.
        const dropsWin = Object.create(real) as StudioWallet;
        dropsWin.win = async () => {
          throw new WalletUnreachable('connection reset');
        };
        // Games paid in one combined call: the stake arrived (sent alone earlier), the call's answer did not.
        dropsWin.playRound = async (walletSession, round) => {
          await real.bet(walletSession, round.roundId, round.gameCode, round.stake, round.currency);
          throw new WalletUnreachable('connection reset');
        };
        const deps = { db: app.db, secrets: app.secrets, wallet: dropsWin, jackpots: app.jackpots };
        const answered = await playStudioRound(deps, studioSession, choices, `resume-${code}`).then(
          (answer) => answer.round.status,
          (error: { code?: string }) => error.code,
        );
        // Never a settled round the wallet did not pay: the round is shown open, or the wallet as unreachable.
        expect(['open', 'WALLET_UNREACHABLE']).toContain(answered);

        // The player opens the game again: the interrupted round is there, and completing it pays its outcome.
        const reopened = await launchWindow(app, headers, code);
        const interrupted = reopened.openRound;
        if (!interrupted) throw new Error('the interrupted round is not shown');
        const stake = BigInt(interrupted.stake);
        expect(reopened.balance).toBe((START - stake).toString());
        const complete = () =>
          app.inject({
            method: 'POST',
            url: STUDIO_PATHS.completeRound(interrupted.roundId),
            headers: { authorization: `Bearer ${reopened.studioToken}` },
          });
        const done = (await complete()).json<Envelope<PlayRoundAnswer>>().value;
        expect(done?.round.status).toBe('settled');
        const payout = BigInt(done?.round.payout ?? '-1');
        expect(payout).toBeGreaterThanOrEqual(0n);
        expect(done?.balance).toBe((START - stake + payout).toString());
        // Asked again (a second tab, a retry), nothing more is paid.
        const again = (await complete()).json<Envelope<PlayRoundAnswer>>().value;
        expect(again?.balance).toBe(done?.balance);
        const next = await launchWindow(app, headers, code);
        expect(next.openRound).toBeNull();
        expect(next.balance).toBe((START - stake + payout).toString());
        for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
      });
    }
  },
  { STUDIO_ENABLED: 'true' },
);
