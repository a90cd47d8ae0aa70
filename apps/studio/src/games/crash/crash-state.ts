import type {
  CrashBetAnswer,
  CrashGameView,
  CrashPublicBet,
  CrashRecentGame,
  CrashState,
} from '@fortuna/contracts/studio-crash';

const RECENT_SHOWN = 20;

/** What the play screen knows of the shared game, and the gap between the server's clock and ours. */
export interface CrashView {
  state: CrashState | null;
  /** serverTime − local time when the state arrived (ms): local time + offset ≈ the server's time. */
  offsetMs: number;
}

export type CrashAction =
  | { type: 'state'; state: CrashState; receivedAt: number }
  | { type: 'game'; game: CrashGameView }
  | { type: 'flight'; game: CrashGameView }
  | { type: 'bet'; bet: CrashPublicBet }
  | { type: 'cashOut'; bet: CrashPublicBet }
  | { type: 'crashed'; game: CrashGameView }
  | { type: 'mine'; answer: CrashBetAnswer };

function upsert(bets: CrashPublicBet[], bet: CrashPublicBet): CrashPublicBet[] {
  return bets.some((b) => b.id === bet.id) ? bets.map((b) => (b.id === bet.id ? bet : b)) : [...bets, bet];
}

function withRecent(recent: CrashRecentGame[], game: CrashGameView): CrashRecentGame[] {
  if (!game.crashPoint || !game.hash || recent.some((r) => r.number === game.number)) return recent;
  return [{ number: game.number, crashPoint: game.crashPoint, hash: game.hash }, ...recent].slice(0, RECENT_SHOWN);
}

/** Folds the server's events into the view (events of another game than the one shown are ignored). */
export function crashReducer(view: CrashView, action: CrashAction): CrashView {
  if (action.type === 'state') return { state: action.state, offsetMs: action.state.serverTime - action.receivedAt };
  const state = view.state;
  if (!state) return view;
  switch (action.type) {
    case 'game': {
      const myBet = state.myBet?.gameNumber === action.game.number ? state.myBet : null;
      return { ...view, state: { ...state, game: action.game, bets: [], myBet } };
    }
    case 'flight':
      return { ...view, state: { ...state, game: action.game } };
    case 'bet':
    case 'cashOut': {
      const myBet =
        state.myBet?.id === action.bet.id
          ? { ...state.myBet, ...action.bet, nickname: state.myBet.nickname }
          : state.myBet;
      return { ...view, state: { ...state, bets: upsert(state.bets, action.bet), myBet } };
    }
    case 'crashed': {
      const bets =
        state.game?.number === action.game.number
          ? state.bets.map((bet) =>
              bet.status === 'placed' ? { ...bet, status: 'busted' as const, payout: '0' } : bet,
            )
          : state.bets;
      return { ...view, state: { ...state, game: action.game, bets, recent: withRecent(state.recent, action.game) } };
    }
    case 'mine': {
      const { bet } = action.answer;
      const shown = !state.game || state.game.number === bet.gameNumber;
      return {
        ...view,
        state: {
          ...state,
          myBet: shown ? bet : state.myBet,
          bets: shown ? upsert(state.bets, { ...bet }) : state.bets,
        },
      };
    }
  }
}
