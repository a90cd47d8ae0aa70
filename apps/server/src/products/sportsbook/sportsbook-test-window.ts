import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import {
  type PlacedBet,
  SPORTS_PATHS,
  SPORTS_VENDOR_CODE,
  type SportsRound,
  type SportsSession,
  VIRTUAL_FOOTBALL_GAME,
} from '@fortuna/contracts/sportsbook';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { launchFromLobby } from '../kit/launch-test-kit';
import { moveMoney } from '../studio/studio-test-window';
import { sportsbookDeps } from './sportsbook.routes';
import { sportsRounds } from './sportsbook.schema';
import type { SportsDeps } from './sportsbook-deps';
import { sportsSessionOf, walletSessionOf } from './sportsbook-sessions';
import { openUpcomingRounds, roundCode } from './virtual-league';

/** Test set-up for the sportsbook: a funded member with a sportsbook window opened from the lobby. */
export async function openSportsWindow(app: FastifyInstance, balance: bigint) {
  const member = await createMember(app);
  if (balance > 0n) await moveMoney(app, member, balance);
  const headers = await memberAuth(app, member.username);
  const { url, launchToken } = await launchFromLobby(app, headers, SPORTS_VENDOR_CODE, VIRTUAL_FOOTBALL_GAME);
  const opened = await app.inject({ method: 'POST', url: SPORTS_PATHS.session, payload: { launchToken } });
  const session = opened.json<Envelope<SportsSession>>().value;
  if (!session) throw new Error(`sportsbook session failed: ${opened.body}`);
  return { member, session, url };
}

let roundsAhead = 0;

/** Two rounds of its own for a test: opened further ahead on the league's calendar than any before. */
export async function openRounds(app: FastifyInstance, deps: SportsDeps): Promise<SportsRound[]> {
  roundsAhead += 3;
  const from = Date.now() + roundsAhead * deps.config.roundMs;
  await openUpcomingRounds(deps, from);
  const first = Math.floor(from / deps.config.roundMs) + 1;
  return Promise.all(
    [first, first + 1].map(async (number) => {
      const [row] = await deps.db
        .select()
        .from(sportsRounds)
        .where(eq(sportsRounds.code, roundCode(number)));
      const answer = await app.inject({ method: 'GET', url: SPORTS_PATHS.round(String(row?.id)) });
      const round = answer.json<Envelope<SportsRound>>().value;
      if (!round) throw new Error(`round ${number} not open`);
      return round;
    }),
  );
}

export interface LegChoice {
  eventId: number;
  market: string;
  selection: string;
  odds: string;
}

/** The leg of event `event` on `market`/`selection` at its listed odds. */
export function legOf(round: SportsRound, event: number, market: string, selection: string): LegChoice {
  const listed = round.events[event];
  const odds = listed?.markets.find((m) => m.key === market)?.selections.find((s) => s.code === selection)?.odds;
  if (!listed || !odds) throw new Error(`no ${market}/${selection} in event ${event}`);
  return { eventId: listed.id, market, selection, odds };
}

export async function placeOver(app: FastifyInstance, token: string, stake: bigint, legs: LegChoice[]) {
  const answer = await app.inject({
    method: 'POST',
    url: SPORTS_PATHS.bets,
    headers: { authorization: `Bearer ${token}` },
    payload: { requestId: randomBytes(8).toString('hex'), stake: stake.toString(), legs },
  });
  return answer.json<Envelope<PlacedBet>>();
}

/** The member's wallet balance as the sportsbook reads it. */
export async function walletBalance(deps: SportsDeps, token: string): Promise<bigint> {
  const session = await sportsSessionOf(deps, token);
  return BigInt((await deps.wallet.balance(await walletSessionOf(deps, session))).balance);
}

export function testDeps(app: FastifyInstance): Promise<SportsDeps> {
  return sportsbookDeps(app);
}
