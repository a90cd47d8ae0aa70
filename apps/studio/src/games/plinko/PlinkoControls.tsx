import { useId } from 'react';
import { useI18n } from '../../i18n/i18n';
import { SegmentButtons } from '../common/SegmentButtons';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from './plinko-maths';

interface PlinkoControlsProps {
  rows: number;
  risk: PlinkoRisk;
  disabled: boolean;
  onRows(rows: number): void;
  onRisk(risk: PlinkoRisk): void;
}

/** Rows (8–16) slider and the low / medium / high risk switch. */
export function PlinkoControls({ rows, risk, disabled, onRows, onRisk }: PlinkoControlsProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="plinko-controls">
      <div className="plinko-controls__rows">
        <label className="field-label" htmlFor={id}>
          {t('plinko.rows')} <strong data-testid="plinko-rows">{rows}</strong>
        </label>
        <input
          id={id}
          type="range"
          min={PLINKO_MIN_ROWS}
          max={PLINKO_MAX_ROWS}
          step={1}
          value={rows}
          disabled={disabled}
          onChange={(event) => onRows(Number(event.target.value))}
        />
      </div>
      <fieldset className="plinko-controls__risk">
        <legend className="field-label">{t('plinko.risk')}</legend>
        <div className="segmented">
          <SegmentButtons
            values={PLINKO_RISKS}
            current={risk}
            onPick={onRisk}
            label={(value) => t(`plinko.risk.${value}`)}
            disabled={disabled}
            testId={(value) => `plinko-risk-${value}`}
          />
        </div>
      </fieldset>
    </div>
  );
}
