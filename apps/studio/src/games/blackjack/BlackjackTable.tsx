import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { PlayingCard } from '../../ui/cards/PlayingCard';
import { type BlackjackHandView, type BlackjackView, handValue, totalLabel } from './detail';
import type { TableFrame } from './table-frames';

interface BlackjackTableProps {
  frame: TableFrame;
  /** The round's view (bets, doubles, results); null before the first answer. */
  view: BlackjackView | null;
  currency: string;
  /** Results and returns per hand are shown (the dealing is over and the round settled). */
  showResults: boolean;
  /** The hand the player is deciding on; null when none. */
  activeHand: number | null;
  /** Cards animate in as they appear (play); a replay shows them still. */
  animate?: boolean;
  compact?: boolean;
}

function Cards({ cards, animate, size }: { cards: (string | null)[]; animate: boolean; size: 'sm' | 'lg' }) {
  return (
    <div className="bj-cards">
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their place; a turned card remounts by name.
        <span key={`${i}-${card ?? 'back'}`} className="bj-cards__slot">
          <PlayingCard name={card} size={size} dealt={animate} />
        </span>
      ))}
    </div>
  );
}

function HandBox({
  cards,
  hand,
  index,
  count,
  active,
  showResults,
  currency,
  animate,
  size,
}: {
  cards: string[];
  hand: BlackjackHandView | undefined;
  index: number;
  count: number;
  active: boolean;
  showResults: boolean;
  currency: string;
  animate: boolean;
  size: 'sm' | 'lg';
}) {
  const { t } = useI18n();
  const total = handValue(cards).total;
  const result = showResults ? (hand?.result ?? null) : null;
  const returned = readMinor(hand?.returned) ?? 0n;
  const classes = ['bj-hand', active ? 'is-active' : '', result ? `is-${result}` : '', total > 21 ? 'is-over' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-testid={`bj-hand-${index}`} aria-current={active ? 'true' : undefined}>
      {count > 1 && <span className="bj-hand__label">{t('blackjack.hand', { n: index + 1 })}</span>}
      <Cards cards={cards} animate={animate} size={size} />
      <div className="bj-hand__facts">
        {cards.length > 0 && (
          <span className="bj-total" data-testid={`bj-total-${index}`}>
            {showResults ? total : totalLabel(cards)}
          </span>
        )}
        {hand && (
          <span className="bj-bet">
            {formatMinor(readMinor(hand.bet) ?? 0n, currency)}
            {hand.doubled && <span className="bj-doubled">×2 {t('blackjack.doubled')}</span>}
          </span>
        )}
      </div>
      {result && (
        <div className={`bj-result bj-result--${result}`} data-testid={`bj-result-${index}`}>
          <strong>{t(`blackjack.result.${result}`)}</strong>
          {returned > 0n && <span>{formatMinor(returned, currency)}</span>}
        </div>
      )}
    </div>
  );
}

/** The table: the dealer's cards on top, the player's hands side by side below. */
export function BlackjackTable({
  frame,
  view,
  currency,
  showResults,
  activeHand,
  animate = false,
  compact = false,
}: BlackjackTableProps) {
  const { t } = useI18n();
  const faceUp = frame.dealer.filter((card): card is string => card !== null);
  const dealerTotal = handValue(faceUp).total;
  const insurance = readMinor(view?.insurance) ?? 0n;
  const size = compact ? 'sm' : 'lg';
  return (
    <div className={`bj-table${compact ? ' bj-table--compact' : ''}`}>
      <div className={`bj-dealer${dealerTotal > 21 ? ' is-bust' : ''}`} data-testid="bj-dealer">
        <span className="bj-dealer__label">
          {t('blackjack.dealer')}
          {faceUp.length > 0 && <span className="bj-total">{showResults ? dealerTotal : totalLabel(faceUp)}</span>}
        </span>
        <Cards cards={frame.dealer} animate={animate} size={size} />
        {showResults && dealerTotal > 21 && <span className="bj-dealer__bust">{t('blackjack.dealerBust')}</span>}
      </div>
      {insurance > 0n && (
        <div className="bj-insured">
          {t('blackjack.insured')} · {formatMinor(insurance, currency)}
        </div>
      )}
      <div className="bj-hands">
        {frame.hands.map((cards, i) => (
          <HandBox
            // biome-ignore lint/suspicious/noArrayIndexKey: hands keep their order.
            key={i}
            cards={cards}
            hand={view?.hands[i]}
            index={i}
            count={frame.hands.length}
            active={activeHand === i}
            showResults={showResults}
            currency={currency}
            animate={animate}
            size={size}
          />
        ))}
      </div>
    </div>
  );
}
