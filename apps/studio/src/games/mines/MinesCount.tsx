import { useId } from 'react';
import { useI18n } from '../../i18n/i18n';
import { clampMines, MINES_MAX, MINES_MIN, safeTiles } from './mines-maths';

interface MinesCountProps {
  value: number;
  onChange(mines: number): void;
  disabled: boolean;
  onPress?(): void;
}

const QUICK_PICKS = [1, 3, 5, 10, 24];

/** The number of mines (1–24): − / + buttons, a slider and quick picks. */
export function MinesCount({ value, onChange, disabled, onPress }: MinesCountProps) {
  const { t } = useI18n();
  const id = useId();
  const press = (next: number) => {
    onPress?.();
    onChange(clampMines(next));
  };
  return (
    <div className="mines-count">
      <label className="field-label" htmlFor={id}>
        {t('mines.mines')} <strong data-testid="mines-count">{value}</strong>
        <span className="mines-count__gems">
          · {t('mines.gems')} {safeTiles(value)}
        </span>
      </label>
      <div className="mines-count__row">
        <button
          type="button"
          className="round-button"
          disabled={disabled || value <= MINES_MIN}
          onClick={() => press(value - 1)}
          aria-label={t('mines.fewer')}
        >
          −
        </button>
        <input
          id={id}
          type="range"
          min={MINES_MIN}
          max={MINES_MAX}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clampMines(Number(event.target.value)))}
        />
        <button
          type="button"
          className="round-button"
          disabled={disabled || value >= MINES_MAX}
          onClick={() => press(value + 1)}
          aria-label={t('mines.more')}
        >
          +
        </button>
      </div>
      <div className="mines-count__picks">
        {QUICK_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            className={pick === value ? 'is-active' : ''}
            aria-pressed={pick === value}
            disabled={disabled}
            onClick={() => press(pick)}
            data-testid={`mines-pick-${pick}`}
          >
            {pick}
          </button>
        ))}
      </div>
    </div>
  );
}
