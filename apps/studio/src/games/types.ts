import type { StudioRound } from '@fortuna/contracts/studio';
import type { ComponentType } from 'react';
import type { Translate } from '../i18n/i18n';
import type { GameController } from '../shell/controller';

export interface PlayProps {
  ctl: GameController;
}

/** A finished round shown without playing it (recall, verify, history, an interrupted round). */
export interface ReplayProps {
  detail: unknown;
  currency: string;
  stake: bigint;
  payout: bigint;
  /** Smaller drawing for lists. */
  compact?: boolean;
}

export interface PaytableProps {
  paytable: unknown;
  currency: string;
}

/** One studio game's client: its play screen, its result view and its rules. */
export interface GameModule {
  Play: ComponentType<PlayProps>;
  Replay: ComponentType<ReplayProps>;
  Paytable: ComponentType<PaytableProps>;
  /** One line for lists: "Roll 42.17 under 50.00", "17 red". */
  summarize(round: Pick<StudioRound, 'detail'>, t: Translate): string;
  /** Example choices for the verify page. */
  exampleChoices: unknown;
  /** A stored round's (normalised) choices as the input the verify page sends. */
  inputChoices(stored: unknown): unknown;
  /**
   * The player takes decisions inside a round (blackjack, video poker, mines): an open round found at
   * launch is continued by the Play screen from `ctl.openRound` instead of being completed.
   */
  interactive?: boolean;
  /**
   * For an interactive game: whether an open round still waits for a decision (default true). An
   * open round that no longer does (its payment was interrupted) is completed as for other games.
   */
  awaitsPlayer?(round: Pick<StudioRound, 'detail'>): boolean;
}
