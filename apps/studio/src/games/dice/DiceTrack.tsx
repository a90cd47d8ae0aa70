import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/i18n';
import { type DiceDirection, hundredthsText } from './dice-maths';

interface DiceTrackProps {
  direction: DiceDirection;
  /** Target in hundredths. */
  target: number;
  /** The roll in hundredths, or null before the first roll. */
  roll: number | null;
  win: boolean | null;
  /** The slider, when the target can be changed. */
  onTarget?(hundredths: number): void;
  disabled?: boolean;
  /** Milliseconds the marker takes to slide to a new roll (0: jump). */
  slideMs?: number;
}

/** The 0–100 track: win zone, target slider, and the roll marker sliding to the result. */
export function DiceTrack({ direction, target, roll, win, onTarget, disabled = false, slideMs = 0 }: DiceTrackProps) {
  const { t } = useI18n();
  const split = target / 100;
  const style = {
    '--split': `${split}%`,
    '--slide': `${slideMs}ms`,
  } as CSSProperties;
  return (
    <div className={`dice-track dice-track--${direction}`} style={style}>
      <div className="dice-track__rail">
        {roll !== null && (
          <div className="dice-track__marker-rail" style={{ transform: `translateX(${roll / 100}%)` }}>
            <div className={`dice-track__marker${win === null ? '' : win ? ' is-win' : ' is-lose'}`}>
              <span>{hundredthsText(roll)}</span>
            </div>
          </div>
        )}
        <div className="dice-track__bar" aria-hidden="true">
          <div className="dice-track__zone dice-track__zone--left" />
          <div className="dice-track__zone dice-track__zone--right" />
        </div>
        {onTarget ? (
          <input
            type="range"
            className="dice-track__slider"
            min={0}
            max={10_000}
            step={1}
            value={target}
            disabled={disabled}
            aria-label={t('dice.target')}
            aria-valuetext={hundredthsText(target)}
            onChange={(event) => onTarget(Number(event.target.value))}
          />
        ) : (
          <div className="dice-track__pin" aria-hidden="true" />
        )}
      </div>
      <div className="dice-track__scale" aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark} style={{ left: `${mark}%` }}>
            {mark}
          </span>
        ))}
      </div>
    </div>
  );
}
