import { useI18n } from '../../i18n/i18n';
import { PlayingCard } from '../../ui/cards/PlayingCard';
import type { Side } from './coup';

/** A hand's card positions: two dealt, one drawn by the third-card rule. */
const SLOTS = ['first', 'second', 'third'] as const;

interface HandProps {
  side: Side;
  cards: readonly string[];
  total: number | null;
  /** This side won the coup (or 'tie'). */
  result: 'win' | 'lose' | 'tie' | null;
  pair: boolean;
  animate: boolean;
}

function Hand({ side, cards, total, result, pair, animate }: HandProps) {
  const { t } = useI18n();
  return (
    <section
      className={`baccarat-hand baccarat-hand--${side}${result ? ` is-${result}` : ''}`}
      data-testid={`baccarat-hand-${side}`}
    >
      <header className="baccarat-hand__head">
        <span className="baccarat-hand__name">{t(side === 'player' ? 'baccarat.player' : 'baccarat.banker')}</span>
        <span className="baccarat-hand__total" data-testid={`baccarat-total-${side}`}>
          {total ?? '–'}
        </span>
      </header>
      <div className="baccarat-hand__cards">
        {cards.length === 0 ? (
          <span className="baccarat-hand__slot" aria-hidden="true" />
        ) : (
          SLOTS.slice(0, cards.length).map((slot, i) => (
            <span key={slot} className={`baccarat-hand__card baccarat-hand__card--${slot}`}>
              <PlayingCard name={cards[i] ?? null} size="md" dealt={animate} highlight={result === 'win'} />
            </span>
          ))
        )}
      </div>
      <footer className="baccarat-hand__foot">
        {result === 'win' && <strong className="baccarat-hand__verdict">{t('baccarat.wins')}</strong>}
        {pair && <span className="baccarat-hand__pair">{t('baccarat.pair')}</span>}
      </footer>
    </section>
  );
}

/** Player's and banker's hands side by side, with their totals and the winner. */
export function BaccaratHands({
  player,
  banker,
  playerTotal,
  bankerTotal,
  winner,
  playerPair = false,
  bankerPair = false,
  animate = false,
}: {
  player: readonly string[];
  banker: readonly string[];
  playerTotal: number | null;
  bankerTotal: number | null;
  winner: 'player' | 'banker' | 'tie' | null;
  playerPair?: boolean;
  bankerPair?: boolean;
  animate?: boolean;
}) {
  const resultOf = (side: Side) =>
    winner === null ? null : winner === 'tie' ? 'tie' : winner === side ? 'win' : 'lose';
  return (
    <div className="baccarat-hands">
      <Hand
        side="player"
        cards={player}
        total={playerTotal}
        result={resultOf('player')}
        pair={playerPair}
        animate={animate}
      />
      <Hand
        side="banker"
        cards={banker}
        total={bankerTotal}
        result={resultOf('banker')}
        pair={bankerPair}
        animate={animate}
      />
    </div>
  );
}
