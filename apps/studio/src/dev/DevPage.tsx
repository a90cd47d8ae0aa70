import type { Fairness, StudioRound, StudioSession } from '@fortuna/contracts/studio';
import type { Rng } from '@fortuna/games/fairness/fair-rng';
import { studioGame } from '@fortuna/games/studio/index';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { StudioApiError } from '../api/errors';
import type { StudioApi } from '../api/studio-api';
import { minorDigits } from '../lib/money';
import { GameScreen } from '../shell/GameScreen';

/*
 * DEVELOPMENT ONLY (the route exists only under `vite` dev, see app/router.tsx): the game screen
 * with a canned session; rounds are played in the browser with the real game maths and
 * Math.random instead of the seeds. Query options: currency=VND|USD|DEMO, trial=1, lang=TY,
 * open=1 (an interrupted round to resume), fail=network (the first play fails), force=free|win.
 */

const mathRandomRng = (): Rng & { floatsUsed: number } => {
  const rng = {
    floatsUsed: 0,
    nextFloat() {
      rng.floatsUsed++;
      return Math.random();
    },
    nextInt(max: number) {
      return Math.floor(rng.nextFloat() * max);
    },
    draw<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      for (let i = 0; i < count && pool.length > 0; i++) out.push(...pool.splice(rng.nextInt(pool.length), 1));
      return out;
    },
    shuffle<T>(items: readonly T[]): T[] {
      return rng.draw(items, items.length);
    },
  };
  return rng;
};

const hex = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeApi(gameCode: string, options: URLSearchParams): StudioApi {
  const game = studioGame(gameCode);
  const currency = options.get('currency') ?? 'VND';
  const scale = 10n ** BigInt(minorDigits(currency));
  let balance = 2_500_000n * scale;
  let fairness: Fairness = { serverSeedHash: hex(64), clientSeed: hex(20), nonce: 0 };
  // fail=network: the first round is played but its answer is "lost" three times (the client's
  // automatic resends), so the Retry banner shows; a resend with the same requestId gets the round.
  let lostAnswers = options.get('fail') === 'network' ? 3 : 0;
  const answers = new Map<string, { round: StudioRound; balance: string; fairness: Fairness }>();
  const force = options.get('force');
  let rounds = 0;

  const makeRound = (choices: unknown, status: StudioRound['status'] = 'settled'): { round: StudioRound } => {
    if (!game) throw StudioApiError.fromEnvelope(404, 'GAME_NOT_FOUND', 'No such game');
    const validated = game.validate(choices);
    if (!validated.ok) throw StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', validated.message);
    const stake = game.stakeOf(validated.choices);
    if (stake > balance) throw StudioApiError.fromEnvelope(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    let result = game.play(validated.choices, mathRandomRng());
    for (let i = 0; i < 20_000 && force; i++) {
      const detail = result.detail as { freeSpins?: { played: number } };
      if (force === 'free' && (detail.freeSpins?.played ?? 0) > 0) break;
      if (force === 'win' && result.payout > stake * 3n) break;
      result = game.play(validated.choices, mathRandomRng());
    }
    const before = balance;
    balance = balance - stake + result.payout;
    const now = new Date().toISOString();
    const round: StudioRound = {
      roundId: `dev-${Date.now()}-${++rounds}`,
      gameCode,
      gameVersion: game.version,
      status,
      stake: stake.toString(),
      payout: result.payout.toString(),
      currency,
      balanceBefore: before.toString(),
      balanceAfter: balance.toString(),
      choices,
      detail: result.detail,
      serverSeedHash: fairness.serverSeedHash,
      serverSeed: null,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
      startedAt: now,
      endedAt: status === 'settled' ? now : null,
    };
    fairness = { ...fairness, nonce: fairness.nonce + 1 };
    return { round };
  };

  const openRound =
    options.get('open') === '1' && game ? makeRound(exampleChoices(gameCode, scale), 'open').round : null;

  return {
    async createSession() {
      await sleep(300);
      if (!game) throw StudioApiError.fromEnvelope(404, 'GAME_NOT_FOUND', 'No such game');
      const session: StudioSession = {
        studioToken: `dev-${hex(16)}`,
        nickname: 'Dev player',
        isTrial: options.get('trial') === '1',
        language: options.get('lang') ?? 'EN',
        balance: (openRound ? BigInt(openRound.balanceBefore ?? '0') - BigInt(openRound.stake) : balance).toString(),
        currency,
        game: {
          code: game.code,
          name: gameCode,
          version: game.version,
          statedRtp: game.statedRtp,
          paytable: game.paytable,
          minStake: (scale === 1n ? 1_000n : 100n).toString(),
          maxStake: (scale === 1n ? 20_000_000n : 2_000_000n).toString(),
        },
        fairness,
        openRound,
      };
      return JSON.parse(JSON.stringify(session)) as StudioSession;
    },
    async playRound(_token, body) {
      await sleep(250);
      let answer = answers.get(body.requestId);
      if (!answer) {
        const { round } = makeRound(body.choices);
        answer = { round, balance: balance.toString(), fairness };
        answers.set(body.requestId, answer);
      }
      if (lostAnswers > 0) {
        lostAnswers--;
        throw StudioApiError.network();
      }
      return answer;
    },
    async completeRound(_token, roundId) {
      await sleep(700);
      if (!openRound || openRound.roundId !== roundId)
        throw StudioApiError.fromEnvelope(404, 'NOT_FOUND', 'No such round');
      return {
        round: { ...openRound, status: 'settled', endedAt: new Date().toISOString() },
        balance: balance.toString(),
        fairness,
      };
    },
    async setClientSeed(_token, clientSeed) {
      await sleep(200);
      // As the server does: a new client seed retires (and reveals) the current pair.
      const revealed = {
        serverSeed: hex(64),
        serverSeedHash: fairness.serverSeedHash,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
      };
      fairness = { serverSeedHash: hex(64), clientSeed, nonce: 0 };
      return { fairness, revealed };
    },
    async recentRounds(_token, limit) {
      await sleep(200);
      return [...answers.values()]
        .map((answer) => answer.round)
        .reverse()
        .slice(0, limit);
    },
    async rotateSeed() {
      await sleep(200);
      const revealed = {
        serverSeed: hex(64),
        serverSeedHash: fairness.serverSeedHash,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
      };
      fairness = { serverSeedHash: hex(64), clientSeed: hex(20), nonce: 0 };
      return { revealed, fairness };
    },
    async verify() {
      throw StudioApiError.fromEnvelope(501, 'INTERNAL', 'Verify needs the real server');
    },
    async recall() {
      throw StudioApiError.fromEnvelope(501, 'INTERNAL', 'Recall needs the real server');
    },
  };
}

function exampleChoices(gameCode: string, scale: bigint): unknown {
  const unit = scale === 1n ? 1_000n : 100n;
  if (gameCode === 'fortuna-dice') return { stake: (unit * 5n).toString(), direction: 'over', target: '50.50' };
  if (gameCode === 'fortuna-roulette') return { chips: [{ bet: { type: 'red' }, amount: (unit * 10n).toString() }] };
  return { coin: unit.toString() };
}

export function DevPage() {
  const { gameCode = '' } = useParams();
  const [params] = useSearchParams();
  const key = `${gameCode}?${params.toString()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one fake server per page address.
  const api = useMemo(() => fakeApi(gameCode, params), [key]);
  return (
    <GameScreen
      key={key}
      api={api}
      gameCode={gameCode}
      launchToken={`dev-launch-${key}`}
      langParam={params.get('lang')}
    />
  );
}
