import { type FormatBetType, formatPayoutTable, lineChoicesOf } from '@fortuna/games/lottery/fast/formats';
import { useTranslation } from 'react-i18next';
import { formatSiteMultiplier } from '../../../lib/money-display';
import { useChoiceLabel } from '../hooks/useChoiceLabel';

interface ChoicePickerProps {
  betType: Exclude<FormatBetType, 'keno'>;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
}

/** The choices of a bet type (sums, big/small/odd/even, triples, pairs), each with its odds; several may be picked. */
export function ChoicePicker({ betType, picked, onChange }: ChoicePickerProps) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  const choices = lineChoicesOf(betType);
  const odds = formatPayoutTable(betType, choices);
  const chosen = new Set(picked);
  return (
    <section className="lottery-picker" aria-label={t('lottery.pick')}>
      <div className={`choice-grid choice-grid--${betType}`} data-testid="lottery-grid">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`choice-cell${chosen.has(choice) ? ' is-picked' : ''}`}
            aria-pressed={chosen.has(choice)}
            data-testid={`lottery-pick-${choice}`}
            onClick={() =>
              onChange(chosen.has(choice) ? picked.filter((each) => each !== choice) : [...picked, choice])
            }
          >
            <span className="choice-cell__label">{labelOf(betType, choice)}</span>
            <span className="choice-cell__odds">× {formatSiteMultiplier(odds[choice] ?? 0)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
