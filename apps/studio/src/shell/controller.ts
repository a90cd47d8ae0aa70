import type { Fairness, PlayRoundAnswer, StudioGameInfo, StudioRound, StudioSession } from '@fortuna/contracts/studio';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asStudioError, type StudioApiError } from '../api/errors';
import type { ClientSeedAnswer, CompletedRound, RotateSeedAnswer, StudioApi } from '../api/studio-api';
import { HISTORY_LIMIT, type SessionSnapshot, saveSnapshot } from '../lib/launch';
import { readMinor } from '../lib/money';
import { PlayRequestTracker, sendPlay } from '../lib/request-id';
import { type SoundControls, useSound } from '../lib/sound-context';

/** What the player is told after a failed play. */
export type PlayError =
  | { kind: 'funds' }
  | { kind: 'retry' }
  | { kind: 'maintenance' }
  | { kind: 'session' }
  | { kind: 'rejected'; message: string };

export type Phase = 'idle' | 'sending' | 'revealing' | 'failed';

export interface GameController {
  session: StudioSession;
  game: StudioGameInfo;
  currency: string;
  /** The balance shown: the stake of a round in play is already taken off. */
  balance: bigint;
  minStake: bigint;
  maxStake: bigint;
  fairness: Fairness;
  lastWin: bigint | null;
  /** The stake the game's controls are set to (shown in the status bar). */
  stake: bigint;
  setStake(stake: bigint): void;
  history: StudioRound[];
  sentChoices: Readonly<Record<string, unknown>>;
  revealedSeeds: Readonly<Record<string, string>>;
  phase: Phase;
  /** True while a round is sent, animated or waiting for a retry: controls are locked. */
  busy: boolean;
  error: PlayError | null;
  /** Plays a round; `onAnswer` gets the server's answer (also after a successful retry). */
  play(choices: unknown, stake: bigint, onAnswer: (answer: PlayRoundAnswer) => void): void;
  /** The server's api, for panels that load more (history). */
  api: StudioApi;
  /** The game finished showing the round: balance, last win and history catch up. */
  settle(answer: PlayRoundAnswer | CompletedRound): void;
  retry(): void;
  dismissError(): void;
  showError(error: PlayError): void;
  setClientSeed(clientSeed: string): Promise<ClientSeedAnswer>;
  rotateSeed(): Promise<RotateSeedAnswer>;
  sound: SoundControls;
}

export function playErrorOf(error: StudioApiError): PlayError {
  switch (error.kind) {
    case 'funds':
      return { kind: 'funds' };
    case 'session':
      return { kind: 'session' };
    case 'maintenance':
      return { kind: 'maintenance' };
    case 'network':
    case 'server':
      return { kind: 'retry' };
    default:
      return { kind: 'rejected', message: error.message };
  }
}

/**
 * A round the server played but could not pay yet (its wallet did not answer): ask it once to
 * complete the round; if that fails too, the round is shown as played and the server's job pays it.
 */
async function finishOpenRound(api: StudioApi, token: string, answer: PlayRoundAnswer): Promise<PlayRoundAnswer> {
  try {
    const completed = await api.completeRound(token, answer.round.roundId);
    return {
      round: completed.round,
      balance: completed.balance ?? answer.balance,
      fairness: completed.fairness ?? answer.fairness,
    };
  } catch {
    return answer;
  }
}

interface Pending {
  stake: bigint;
  onAnswer: (answer: PlayRoundAnswer) => void;
}

/** The state of one game window's session, and the calls that change it. */
export function useGameController(api: StudioApi, initial: SessionSnapshot): GameController {
  const session = initial.session;
  const sound = useSound();
  const [settledBalance, setSettledBalance] = useState(() => readMinor(initial.balance) ?? 0n);
  const [fairness, setFairness] = useState(initial.fairness);
  const [history, setHistory] = useState(initial.history);
  const [sentChoices, setSentChoices] = useState(initial.sentChoices);
  const [revealedSeeds, setRevealedSeeds] = useState(initial.revealedSeeds);
  const [lastWin, setLastWin] = useState<bigint | null>(null);
  const [stake, setStake] = useState(() => readMinor(session.game.minStake) ?? 1n);
  const [phase, setPhase] = useState<Phase>('idle');
  const [pendingStake, setPendingStake] = useState<bigint | null>(null);
  const [error, setError] = useState<PlayError | null>(null);
  const tracker = useRef(new PlayRequestTracker<unknown>());
  const pending = useRef<Pending | null>(null);
  const settledRounds = useRef(new Set<string>());

  useEffect(() => {
    saveSnapshot(session.game.code, {
      session,
      balance: settledBalance.toString(),
      fairness,
      history,
      sentChoices,
      revealedSeeds,
    });
  }, [session, settledBalance, fairness, history, sentChoices, revealedSeeds]);

  const send = useCallback(
    async (request: NonNullable<PlayRequestTracker<unknown>['pending']>) => {
      const current = pending.current;
      if (!current) return;
      setPhase('sending');
      setError(null);
      setPendingStake(current.stake);
      try {
        let answer = await sendPlay(tracker.current, request, (body) => api.playRound(session.studioToken, body));
        if (answer.round.status === 'open') answer = await finishOpenRound(api, session.studioToken, answer);
        setSentChoices((all) => ({ ...all, [answer.round.roundId]: request.choices }));
        setFairness(answer.fairness);
        setPhase('revealing');
        pending.current = null;
        current.onAnswer(answer);
      } catch (caught) {
        const failure = asStudioError(caught);
        const shown = playErrorOf(failure);
        setError(shown);
        if (shown.kind === 'retry') {
          setPhase('failed');
        } else {
          setPhase('idle');
          setPendingStake(null);
          pending.current = null;
        }
      }
    },
    [api, session.studioToken],
  );

  const play = useCallback(
    (choices: unknown, roundStake: bigint, onAnswer: (answer: PlayRoundAnswer) => void) => {
      if (phase !== 'idle') return;
      pending.current = { stake: roundStake, onAnswer };
      void send(tracker.current.begin(choices));
    },
    [phase, send],
  );

  const retry = useCallback(() => {
    const request = tracker.current.retry();
    if (!request || !pending.current) return;
    void send(request);
  }, [send]);

  const dismissError = useCallback(() => {
    if (phase === 'failed') {
      // The round may have been played; its result shows in the balance of the next answer.
      tracker.current.abandon();
      pending.current = null;
      setPendingStake(null);
      setPhase('idle');
    }
    setError((current) => (current?.kind === 'session' ? current : null));
  }, [phase]);

  const settle = useCallback((answer: PlayRoundAnswer | CompletedRound) => {
    const { round } = answer;
    const balance = readMinor(answer.balance ?? round.balanceAfter ?? null);
    if (balance !== null) setSettledBalance(balance);
    if (answer.fairness) setFairness(answer.fairness);
    const payout = readMinor(round.payout) ?? 0n;
    setLastWin(payout);
    if (!settledRounds.current.has(round.roundId)) {
      settledRounds.current.add(round.roundId);
      setHistory((rounds) => [round, ...rounds.filter((r) => r.roundId !== round.roundId)].slice(0, HISTORY_LIMIT));
    }
    setPendingStake(null);
    setPhase('idle');
  }, []);

  const setClientSeed = useCallback(
    async (clientSeed: string) => {
      try {
        const answer = await api.setClientSeed(session.studioToken, clientSeed);
        setFairness(answer.fairness);
        const { revealed } = answer;
        if (revealed) setRevealedSeeds((seeds) => ({ ...seeds, [revealed.serverSeedHash]: revealed.serverSeed }));
        return answer;
      } catch (caught) {
        const failure = asStudioError(caught);
        if (failure.kind === 'session') setError({ kind: 'session' });
        throw failure;
      }
    },
    [api, session.studioToken],
  );

  const rotateSeed = useCallback(async () => {
    try {
      const answer = await api.rotateSeed(session.studioToken);
      setFairness(answer.fairness);
      setRevealedSeeds((seeds) => ({ ...seeds, [answer.revealed.serverSeedHash]: answer.revealed.serverSeed }));
      return answer;
    } catch (caught) {
      const failure = asStudioError(caught);
      if (failure.kind === 'session') setError({ kind: 'session' });
      throw failure;
    }
  }, [api, session.studioToken]);

  return useMemo(() => {
    const minStake = readMinor(session.game.minStake) ?? 1n;
    const maxStake = readMinor(session.game.maxStake) ?? minStake;
    return {
      session,
      game: session.game,
      currency: session.currency,
      balance: pendingStake === null ? settledBalance : settledBalance - pendingStake,
      minStake,
      maxStake,
      fairness,
      lastWin,
      stake,
      setStake,
      history,
      sentChoices,
      revealedSeeds,
      phase,
      busy: phase !== 'idle' || error?.kind === 'session',
      error,
      play,
      settle,
      retry,
      dismissError,
      showError: setError,
      api,
      setClientSeed,
      rotateSeed,
      sound,
    };
  }, [
    session,
    pendingStake,
    settledBalance,
    fairness,
    lastWin,
    stake,
    history,
    sentChoices,
    revealedSeeds,
    phase,
    error,
    play,
    settle,
    retry,
    dismissError,
    setClientSeed,
    rotateSeed,
    sound,
    api,
  ]);
}
