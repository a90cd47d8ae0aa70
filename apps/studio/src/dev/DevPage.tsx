import type { Fairness, StudioRound, StudioSession } from '@fortuna/contracts/studio';
import type { Rng } from '@fortuna/games/fairness/fair-rng';
import { baccaratGame } from '@fortuna/games/studio/baccarat/baccarat';
import { blackjackGame } from '@fortuna/games/studio/blackjack/blackjack';
import { diceGame } from '@fortuna/games/studio/dice/dice';
import type { AnyStudioGame } from '@fortuna/games/studio/game';
import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import { minesGame } from '@fortuna/games/studio/mines/mines';
import { plinkoGame } from '@fortuna/games/studio/plinko/plinko';
import { rouletteGame } from '@fortuna/games/studio/roulette/roulette';
import { scratchGame } from '@fortuna/games/studio/scratch/scratch';
import { slotGame } from '@fortuna/games/studio/slot-20/slot';
import { waysSlotGame } from '@fortuna/games/studio/slot-243/ways';
import { classicSlotGame } from '@fortuna/games/studio/slot-classic/classic';
import { jackpotSlotGame } from '@fortuna/games/studio/slot-jackpot/jackpot';
import { videoPokerGame } from '@fortuna/games/studio/video-poker/video-poker';
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
 * Interactive games (blackjack, video poker, mines) keep their round's state here and take decisions.
 */

/**
 * The games this page can play in the browser (the crash maths hashes with node:crypto, so it is
 * not imported here).
 */
const BROWSER_GAMES: readonly AnyStudioGame[] = [
  diceGame,
  rouletteGame,
  slotGame,
  minesGame,
  plinkoGame,
  scratchGame,
  classicSlotGame,
  waysSlotGame,
  jackpotSlotGame,
  baccaratGame,
  blackjackGame,
  videoPokerGame,
] as AnyStudioGame[];

const studioGame = (code: string): AnyStudioGame | undefined => BROWSER_GAMES.find((game) => game.code === code);

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
  const interactive = interactiveGame(gameCode);
  const states = new Map<string, unknown>();

  /** An interactive round as the server would answer it: the view, the wagers, the payout once over. */
  const interactiveRound = (base: StudioRound, state: unknown): StudioRound => {
    if (!interactive) return base;
    const over = interactive.isOver(state);
    return {
      ...base,
      status: over ? 'settled' : 'open',
      stake: interactive.wagered(state).toString(),
      payout: over ? interactive.payout(state).toString() : '0',
      choices: over ? interactive.finalChoices(state) : base.choices,
      detail: interactive.view(state),
      balanceAfter: over ? balance.toString() : null,
      endedAt: over ? new Date().toISOString() : null,
    };
  };

  const startInteractive = (choices: unknown, round: StudioRound): StudioRound => {
    if (!interactive) return round;
    const parsed = interactive.parseStart(choices);
    if (!parsed.ok) throw StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', parsed.message);
    const state = interactive.start(parsed.choices, mathRandomRng());
    balance = BigInt(round.balanceBefore ?? '0') - interactive.startStake(parsed.choices);
    if (interactive.isOver(state)) balance += interactive.payout(state);
    states.set(round.roundId, state);
    return interactiveRound(round, state);
  };
  const force = options.get('force');
  let rounds = 0;

  const makeRound = (choices: unknown, status: StudioRound['status'] = 'settled'): { round: StudioRound } => {
    if (!game) throw StudioApiError.fromEnvelope(404, 'GAME_NOT_FOUND', 'No such game');
    const validated = game.validate(choices);
    if (!validated.ok) throw StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', validated.message);
    const stake = game.stakeOf(validated.choices);
    if (stake > balance) throw StudioApiError.fromEnvelope(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    let result = interactive ? { payout: 0n, detail: null } : game.play(validated.choices, mathRandomRng());
    for (let i = 0; i < 20_000 && force && !interactive; i++) {
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
    return { round: startInteractive(choices, round) };
  };

  const openRound =
    options.get('open') === '1' && game ? makeRound(exampleChoices(gameCode, scale), 'open').round : null;
  const actionAnswers = new Map<string, { round: StudioRound; balance: string; fairness: Fairness }>();
  let current = openRound;
  const actionRounds = new Map<string, StudioRound>();

  return {
    async createSession() {
      await sleep(300);
      if (!game) throw StudioApiError.fromEnvelope(404, 'GAME_NOT_FOUND', 'No such game');
      const session: StudioSession = {
        studioToken: `dev-${hex(16)}`,
        nickname: 'Dev player',
        isTrial: options.get('trial') === '1',
        language: options.get('lang') ?? 'EN',
        balance: (openRound && !interactive
          ? BigInt(openRound.balanceBefore ?? '0') - BigInt(openRound.stake)
          : balance
        ).toString(),
        currency,
        game: {
          code: game.code,
          name: '',
          version: game.version,
          statedRtp: game.statedRtp,
          paytable: game.paytable,
          minStake: (scale === 1n ? 1_000n : 100n).toString(),
          maxStake: (scale === 1n ? 20_000_000n : 2_000_000n).toString(),
        },
        fairness,
        openRound: interactive ? (current?.status === 'open' ? current : null) : openRound,
      };
      return JSON.parse(JSON.stringify(session)) as StudioSession;
    },
    async balance() {
      await sleep(100);
      return { balance: balance.toString(), currency };
    },
    async playRound(_token, body) {
      await sleep(250);
      let answer = answers.get(body.requestId);
      if (!answer) {
        const { round } = makeRound(body.choices);
        answer = { round, balance: balance.toString(), fairness };
        answers.set(body.requestId, answer);
        current = round;
      }
      if (lostAnswers > 0) {
        lostAnswers--;
        throw StudioApiError.network();
      }
      return answer;
    },
    async act(_token, roundId, action, requestId) {
      await sleep(250);
      let answer = actionAnswers.get(requestId);
      if (!answer) {
        const state = states.get(roundId);
        if (!interactive || state === undefined || !current || current.roundId !== roundId)
          throw StudioApiError.fromEnvelope(404, 'ROUND_NOT_FOUND', 'No such round');
        const extra = interactive.extraStake(state, action);
        const step = interactive.act(state, action);
        if (!step.ok) throw StudioApiError.fromEnvelope(400, 'VALIDATION_FAILED', step.message);
        if (extra > balance) throw StudioApiError.fromEnvelope(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
        balance -= extra;
        if (interactive.isOver(step.state)) balance += interactive.payout(step.state);
        states.set(roundId, step.state);
        current = interactiveRound(current, step.state);
        actionRounds.set(roundId, current);
        answer = { round: current, balance: balance.toString(), fairness };
        actionAnswers.set(requestId, answer);
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
        .map((answer) => actionRounds.get(answer.round.roundId) ?? answer.round)
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
  if (gameCode === 'fortuna-blackjack') return { stake: (unit * 10n).toString() };
  if (gameCode === 'fortuna-video-poker') return { coinValue: unit.toString(), coins: 5 };
  if (gameCode === 'fortuna-mines') return { stake: (unit * 10n).toString(), mines: 3 };
  if (gameCode === 'fortuna-slot-jackpot') return { stake: unit.toString() };
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
