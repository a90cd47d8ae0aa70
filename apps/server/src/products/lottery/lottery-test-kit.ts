import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import {
  LOTTERY_PATHS,
  LOTTERY_VENDOR_CODE,
  type LotteryBet,
  type LotterySession,
  type PlaceLotteryBetAnswer,
} from '@fortuna/contracts/lottery';
import { LOTTERY_ODDS_PATHS, type WindowOdds } from '@fortuna/contracts/lottery-odds';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { SlotScheduler } from '../kit/slot-scheduler';
import { answerValue, moveMoney } from '../studio/studio-test-window';
import { findDrawAt } from './lottery.repo';
import { lotteryDeps } from './lottery.routes';
import { ensureUpcomingDraws, fastDrawJob } from './lottery-draws';
import { FAST_GAMES } from './lottery-games';

/** Test set-up for the lottery: a moving clock, the draw jobs on it, and members launched into a game. */

/** A whole minute well away from now, so test draws never meet the real ones. */
export const T0 = Date.UTC(2031, 0, 1, 12, 0, 0);

export async function lotteryRig(app: FastifyInstance, gameCode = 'elott-vn-1') {
  let clock = T0 - 30_000;
  app.clock.now = () => new Date(clock);
  const secret = (await app.vendorKeys.byCode(LOTTERY_VENDOR_CODE))?.secret ?? '';
  const deps = lotteryDeps(app, secret);
  const scheduler = new SlotScheduler(app.db, app.log, { now: () => clock, tickMs: 60_000 });
  const game = FAST_GAMES.find((each) => each.code === gameCode);
  if (!game) throw new Error(`no fast game ${gameCode}`);
  scheduler.add(fastDrawJob(deps, game));
  return {
    deps,
    game,
    scheduler,
    setClock(ms: number) {
      clock = ms;
    },
  };
}

/** A rig on a fast game with its draw at `slot` committed and open, the clock 30 s before it. */
export async function openDraw(app: FastifyInstance, gameCode: string, slot: number) {
  const rig = await lotteryRig(app, gameCode);
  await ensureUpcomingDraws(rig.deps, rig.game, new Date(slot - 60_000));
  const draw = await findDrawAt(app.db, rig.game.code, new Date(slot));
  if (!draw) throw new Error('draw missing');
  rig.setClock(slot - 30_000);
  return { rig, draw, drawId: String(draw.id) };
}

export const newRequestId = () => randomBytes(8).toString('hex');

/** A member with `balance` in the main wallet, launched (spec §7 lottery launch) into a game (the 1-minute one by default). */
export async function launchedPlayer(app: FastifyInstance, balance: bigint, gameCode = 'elott-vn-1') {
  const launchMode = gameCode.startsWith('elott') ? 'ELOTT' : 'LOTT';
  const member = await createMember(app);
  await moveMoney(app, member, balance);
  const headers = await memberAuth(app, member.username);
  const launch = await app.inject({
    method: 'GET',
    url: `${LOTTERY_PATHS.launch}?lottoArea=VN&launchMode=${launchMode}&prizeMode=${launchMode}&gameCode=${gameCode}&view=betting&device=WEB&language=EN`,
    headers,
  });
  const { url } = answerValue(launch.json<Envelope<{ url: string }>>());
  const launchToken = new URL(url, 'http://site').searchParams.get('token') ?? '';
  const opened = await app.inject({ method: 'POST', url: LOTTERY_PATHS.session, payload: { launchToken } });
  const session = answerValue(opened.json<Envelope<LotterySession>>());
  const auth = { authorization: `Bearer ${session.lotteryToken}` };
  /** The version of the odds the window shows now in a mode (the game's own when left out). */
  async function oddsVersion(prizeMode?: string): Promise<string> {
    const answer = await app.inject({ method: 'GET', url: LOTTERY_ODDS_PATHS.odds, headers: auth });
    const odds = answerValue(answer.json<Envelope<WindowOdds>>());
    return odds.versions[prizeMode ?? odds.defaultMode] ?? 'none';
  }
  return {
    member,
    session,
    auth,
    async bet(body: {
      drawId: string;
      betType: string;
      numbers: string[];
      stakePerPoint: string;
      requestId?: string;
      prizeMode?: string;
      /** The odds the player saw; left out: the ones the window shows now. */
      oddsVersion?: string;
    }) {
      const seen = body.oddsVersion ?? (await oddsVersion(body.prizeMode));
      const answer = await app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.bets,
        headers: auth,
        payload: { requestId: newRequestId(), ...body, oddsVersion: seen },
      });
      return answer.json<Envelope<PlaceLotteryBetAnswer>>();
    },
    oddsVersion,
    async balance(): Promise<bigint> {
      const answer = await app.inject({ method: 'GET', url: LOTTERY_PATHS.balance, headers: auth });
      return BigInt(answerValue(answer.json<Envelope<{ balance: string }>>()).balance);
    },
    async bets(): Promise<LotteryBet[]> {
      const answer = await app.inject({ method: 'GET', url: LOTTERY_PATHS.bets, headers: auth });
      return answerValue(answer.json<Envelope<LotteryBet[]>>());
    },
  };
}
