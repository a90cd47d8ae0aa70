import { type NamedSystem, systemLines } from '@fortuna/games/sportsbook/system-bets';
import { useTranslation } from 'react-i18next';
import { formatSiteMoney } from '../../../lib/money-display';

interface SystemPickerProps {
  options: readonly { id: string; sizes: number[]; name?: NamedSystem }[];
  selected: string;
  onSelect: (id: string) => void;
  /** How many picks the slip has. */
  legs: number;
  /** The stake per line. */
  stake: bigint;
}

/** The system bet's choice ("2/3", trixie, …) with its lines and the whole stake. */
export function SystemPicker({ options, selected, onSelect, legs, stake }: SystemPickerProps) {
  const { t } = useTranslation();
  const current = options.find((o) => o.id === selected);
  const lines = current ? systemLines(legs, current.sizes) : 0;
  return (
    <label className="sb-slip__policy">
      <span>{t('sportsbook.slip.systemKind')}</span>
      <select value={selected} onChange={(event) => onSelect(event.target.value)} data-testid="sb-system">
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name
              ? t(`sportsbook.slip.systems.${option.name}`, { lines: systemLines(legs, option.sizes) })
              : t('sportsbook.slip.systems.kOfN', {
                  k: option.sizes[0],
                  n: legs,
                  lines: systemLines(legs, option.sizes),
                })}
          </option>
        ))}
      </select>
      <span className="sb-muted" data-testid="sb-system-total">
        {t('sportsbook.slip.systemTotal', { lines, total: formatSiteMoney(stake * BigInt(lines)) })}
      </span>
    </label>
  );
}
