import {
  CRASH_EVENTS,
  CRASH_NAMESPACE,
  type CrashAck,
  type CrashBetAnswer,
  type CrashGameView,
  type CrashPublicBet,
  type CrashState,
} from '@fortuna/contracts/studio-crash';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { crashReducer } from './crash-state';

const ACK_TIMEOUT_MS = 8000;

/** A request that got no acknowledgement: told apart from the server's refusals. */
const NO_ANSWER: CrashAck<never> = { success: false, code: 'NETWORK', message: '' };

/**
 * The live shared game over the '/studio-crash' socket: the state on (re)connect, every event after it,
 * and the two requests (bet, cash-out) with their acknowledgements. `onMine` gets the player's own
 * answers (placed, cashed, settled) as they arrive.
 */
export function useCrashGame(studioToken: string, onMine: (answer: CrashBetAnswer, settled: boolean) => void) {
  const [view, dispatch] = useReducer(crashReducer, { state: null, offsetMs: 0 });
  const [connected, setConnected] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const onMineRef = useRef(onMine);
  onMineRef.current = onMine;

  useEffect(() => {
    const socket = io(CRASH_NAMESPACE, {
      path: '/socket.io',
      auth: { studioToken },
      transports: ['websocket', 'polling'],
    });
    socketRef.current = socket;
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    // The window's token was refused (expired session): no point in reconnecting.
    socket.on('connect_error', (error: Error) => {
      if (error.message !== 'NOT_LOGGED_IN') return;
      setSessionEnded(true);
      socket.disconnect();
    });
    socket.on(CRASH_EVENTS.state, (state: CrashState) => dispatch({ type: 'state', state, receivedAt: Date.now() }));
    socket.on(CRASH_EVENTS.game, (game: CrashGameView) => dispatch({ type: 'game', game }));
    socket.on(CRASH_EVENTS.flight, (game: CrashGameView) => dispatch({ type: 'flight', game }));
    socket.on(CRASH_EVENTS.crashed, (game: CrashGameView) => dispatch({ type: 'crashed', game }));
    socket.on(CRASH_EVENTS.bet, (bet: CrashPublicBet) => dispatch({ type: 'bet', bet }));
    socket.on(CRASH_EVENTS.cashOut, (bet: CrashPublicBet) => dispatch({ type: 'cashOut', bet }));
    socket.on(CRASH_EVENTS.settled, (answer: CrashBetAnswer) => {
      dispatch({ type: 'mine', answer });
      onMineRef.current(answer, true);
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [studioToken]);

  const send = useCallback(async (event: string, payload: unknown): Promise<CrashAck<CrashBetAnswer>> => {
    const socket = socketRef.current;
    if (!socket?.connected) return NO_ANSWER;
    try {
      const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as CrashAck<CrashBetAnswer>;
      if (ack.success) {
        dispatch({ type: 'mine', answer: ack.value });
        onMineRef.current(ack.value, ack.value.round.status !== 'open');
      }
      return ack;
    } catch {
      return NO_ANSWER;
    }
  }, []);

  const placeBet = useCallback(
    (stake: bigint, autoCashOut: string | null, requestId: string) =>
      send(CRASH_EVENTS.placeBet, { stake: stake.toString(), autoCashOut, requestId }),
    [send],
  );
  const cashOut = useCallback(() => send(CRASH_EVENTS.requestCashOut, {}), [send]);

  return { state: view.state, offsetMs: view.offsetMs, connected, sessionEnded, placeBet, cashOut };
}
