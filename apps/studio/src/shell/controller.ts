import type { Fairness, PlayRoundAnswer, StudioGameInfo, StudioRound, StudioSession } from '@fortuna/contracts/studio';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asStudioError, type StudioApiError } from '../api/errors';
import type { ClientSeedAnswer, CompletedRound, RotateSeedAnswer, RoundAction, StudioApi } from '../api/studio-api';
import { HISTORY_LIMIT, type SessionSnapshot, saveSnapshot } from '../lib/launch';
import { readMinor } from '../lib/money';
import { PlayRequestTracker, sendPlay } from '../lib/request-id';
import { type SoundControls, useSound } from '../lib/sound-context';
import { useExternalBalance } from './external-balance';
import { type ActionRequest, balanceShownDuringReveal, interactiveOpenRound, sendRoundAction } from './interactive';

/** What the player is told after a failed play. */
export type PlayError =
  | { kind: 'funds' }
  | { kind: 'retry' }
  | { kind: 'maintenance' }
  | { kind: 'session' }
  | { kind: 'rejected'; message: string; code?: string };

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
  /**
   * A decision in the open round of an interactive game (fresh requestId per call; a retry resends
   * the same one). While the answer's round is still 'open' the controls unlock at once; when it is
   * 'settled' the game reveals it and then calls `settle(answer)`, as after `play`.
   */
  act(roundId: string, action: RoundAction, onAnswer: (answer: PlayRoundAnswer) => void): void;
  /** The interactive round in play (waiting for the player's next decision); null otherwise. */
  openRound: StudioRound | null;
  /** The server's api, for panels that load more (history). */
  api: StudioApi;
  /** The game finished showing the round: balance, last win and history catch up. */
  settle(answer: PlayRoundAnswer | CompletedRound): void;
  retry(): void;
  dismissError(): void;
  showError(error: PlayError): void;
  /** Shows the wallet's balance after money moved outside play/settle (a bet in a shared crash game). */
  syncBalance(balance: bigint): void;
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
      return { kind: 'rejected', message: error.message, code: error.code };
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
  /** A new round (its stake is shown taken off the balance) or a decision in an open round. */
  kind: 'play' | 'act';
  stake: bigint;
  onAnswer: (answer: PlayRoundAnswer) => void;
}

export interface ControllerOptions {
  /** The game takes decisions inside a round (its open rounds wait for the player). */
  interactive?: boolean;
}

/** The state of one game window's session, and the calls that change it. */
export function useGameController(
  api: StudioApi,
  initial: SessionSnapshot,
  { interactive = false }: ControllerOptions = {},
): GameController {
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
  const [openRound, setOpenRound] = useState(() => (interactive ? interactiveOpenRound(session.openRound) : null));
  const tracker = useRef(new PlayRequestTracker<unknown>());
  const actionTracker = useRef(new PlayRequestTracker<ActionRequest>());
  const pending = useRef<Pending | null>(null);
  const settledRounds = useRef(new Set<string>());
  /** Rounds and decisions started: a balance read from before one of them is not shown. */
  const moves = useRef(0);
  useExternalBalance({
    api,
    studioToken: session.studioToken,
    isIdle: phase === 'idle',
    moves,
    show: setSettledBalance,
  });

  useEffect(() => {
    saveSnapshot(session.game.code, {
      session: interactive ? { ...session, openRound } : session,
      balance: settledBalance.toString(),
      fairness,
      history,
      sentChoices,
      revealedSeeds,
    });
  }, [session, settledBalance, fairness, history, sentChoices, revealedSeeds, interactive, openRound]);

  /** The server's answer to a play or a decision: an open interactive round unlocks the controls at once. */
  const deliver = useCallback(
    (current: Pending, answer: PlayRoundAnswer) => {
      setFairness(answer.fairness);
      pending.current = null;
      const open = interactive ? interactiveOpenRound(answer.round) : null;
      if (open) {
        setSettledBalance((shown) => readMinor(answer.balance) ?? shown);
        setPendingStake(null);
        setOpenRound(open);
        setPhase('idle');
      } else {
        if (current.kind === 'act') {
          setSettledBalance((shown) => balanceShownDuringReveal(answer) ?? shown);
          setPendingStake(null);
        }
        setPhase('revealing');
      }
      current.onAnswer(answer);
    },
    [interactive],
  );

  const fail = useCallback((caught: unknown) => {
    const shown = playErrorOf(asStudioError(caught));
    setError(shown);
    if (shown.kind === 'retry') {
      setPhase('failed');
    } else {
      setPhase('idle');
      setPendingStake(null);
      pending.current = null;
    }
  }, []);

  const sendAction = useCallback(
    async (request: NonNullable<PlayRequestTracker<ActionRequest>['pending']>) => {
      const current = pending.current;
      if (!current) return;
      setPhase('sending');
      setError(null);
      try {
        const answer = await sendRoundAction(actionTracker.current, request, (roundId, action, requestId) =>
          api.act(session.studioToken, roundId, action, requestId),
        );
        deliver(current, answer);
      } catch (caught) {
        fail(caught);
      }
    },
    [api, session.studioToken, deliver, fail],
  );

  const send = useCallback(
    async (request: NonNullable<PlayRequestTracker<unknown>['pending']>) => {
      const current = pending.current;
      if (!current) return;
      setPhase('sending');
      setError(null);
      setPendingStake(current.stake);
      try {
        let answer = await sendPlay(tracker.current, request, (body) => api.playRound(session.studioToken, body));
        if (answer.round.status === 'open' && !interactive)
          answer = await finishOpenRound(api, session.studioToken, answer);
        // An interactive round's verify input is its stored choices (the decisions included).
        if (!interactive) setSentChoices((all) => ({ ...all, [answer.round.roundId]: request.choices }));
        deliver(current, answer);
      } catch (caught) {
        fail(caught);
      }
    },
    [api, session.studioToken, interactive, deliver, fail],
  );

  const play = useCallback(
    (choices: unknown, roundStake: bigint, onAnswer: (answer: PlayRoundAnswer) => void) => {
      if (phase !== 'idle') return;
      moves.current++;
      pending.current = { kind: 'play', stake: roundStake, onAnswer };
      void send(tracker.current.begin(choices));
    },
    [phase, send],
  );

  const act = useCallback(
    (roundId: string, action: RoundAction, onAnswer: (answer: PlayRoundAnswer) => void) => {
      if (phase !== 'idle') return;
      moves.current++;
      pending.current = { kind: 'act', stake: 0n, onAnswer };
      void sendAction(actionTracker.current.begin({ roundId, action }));
    },
    [phase, sendAction],
  );

  const retry = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    if (current.kind === 'act') {
      const request = actionTracker.current.retry();
      if (request) void sendAction(request);
      return;
    }
    const request = tracker.current.retry();
    if (request) void send(request);
  }, [send, sendAction]);

  const dismissError = useCallback(() => {
    if (phase === 'failed') {
      // The round may have been played; its result shows in the balance of the next answer.
      tracker.current.abandon();
      actionTracker.current.abandon();
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
    setOpenRound((open) => (open?.roundId === round.roundId ? null : open));
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
      act,
      openRound,
      settle,
      retry,
      dismissError,
      showError: setError,
      syncBalance: setSettledBalance,
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
    act,
    openRound,
    settle,
    retry,
    dismissError,
    setClientSeed,
    rotateSeed,
    sound,
    api,
  ]);
}
