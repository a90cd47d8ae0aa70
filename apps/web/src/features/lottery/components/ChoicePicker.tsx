import {
  type FormatBetType,
  type FormatPayTable,
  formatPayoutTable,
  lineChoicesOf,
} from '@fortuna/games/lottery/fast/formats';
import { useTranslation } from 'react-i18next';
import { formatSiteMultiplier } from '../../../lib/money-display';
import { useChoiceLabel } from '../hooks/useChoiceLabel';

interface ChoicePickerProps {
  betType: Exclude<FormatBetType, 'keno'>;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** The merchant's pay table in force (the defaults until the window has opened). */
  payTable?: FormatPayTable;
}

/** SSC's digit choices come in one row per position (`1-0` … `5-9`); every other bet type is one grid. */
function rowsOf(betType: ChoicePickerProps['betType'], choices: readonly string[]) {
  if (betType !== 'ssc_digit') return [{ position: null, choices }];
  return [1, 2, 3, 4, 5].map((position) => ({
    position,
    choices: choices.filter((choice) => choice.startsWith(`${position}-`)),
  }));
}

/** The choices of a bet type (sums, big/small/odd/even, triples, pairs, digits), each with the merchant's odds; several may be picked. */
export function ChoicePicker({ betType, picked, onChange, payTable }: ChoicePickerProps) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  const choices = lineChoicesOf(betType);
  const odds = formatPayoutTable(betType, choices, payTable);
  const chosen = new Set(picked);
  return (
    <section className="lottery-picker" aria-label={t('lottery.pick')}>
      {rowsOf(betType, choices).map((row) => (
        <div key={row.position ?? 'all'}>
          {row.position !== null && (
            <p className="choice-row__label">{t('lotteryFormats.position', { position: row.position })}</p>
          )}
          <div className={`choice-grid choice-grid--${betType}`} data-testid="lottery-grid">
            {row.choices.map((choice) => (
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
                <span className="choice-cell__label">
                  {row.position !== null ? choice.split('-')[1] : labelOf(betType, choice)}
                </span>
                <span className="choice-cell__odds">× {formatSiteMultiplier(odds[choice] ?? 0)}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
