import { useI18n } from '../../i18n/i18n';
import { PlayingCard } from '../../ui/cards/PlayingCard';

/**
 * The five cards of the machine. While the player may hold, a tap on a card toggles its HELD label;
 * a null card is face down.
 */
export function PokerHandCards({
  cards,
  held,
  highlight,
  canHold,
  onToggle,
  animate = false,
  compact = false,
}: {
  cards: (string | null)[];
  held: readonly boolean[];
  highlight: readonly boolean[];
  canHold: boolean;
  onToggle?(index: number): void;
  animate?: boolean;
  compact?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className={`vp-cards${compact ? ' vp-cards--compact' : ''}`}>
      {cards.map((card, i) => {
        const isHeld = held[i] === true;
        const face = (
          <>
            <span className={`vp-held${isHeld ? ' is-on' : ''}`} aria-hidden={!isHeld}>
              {t('videoPoker.held')}
            </span>
            <PlayingCard
              key={card ?? 'back'}
              name={card}
              size={compact ? 'sm' : 'lg'}
              highlight={highlight[i] === true}
              dealt={animate}
            />
          </>
        );
        return canHold ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the five positions are fixed.
            key={i}
            type="button"
            className={`vp-card${isHeld ? ' is-held' : ''}`}
            onClick={() => onToggle?.(i)}
            aria-pressed={isHeld}
            aria-label={`${t('videoPoker.hold')} ${i + 1}`}
            data-testid={`vp-card-${i}`}
          >
            {face}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five positions are fixed.
          <div key={i} className={`vp-card${isHeld ? ' is-held' : ''}`} data-testid={`vp-card-${i}`}>
            {face}
          </div>
        );
      })}
    </div>
  );
}
