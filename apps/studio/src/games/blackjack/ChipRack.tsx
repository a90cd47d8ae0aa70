import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/i18n';
import { clampStake, compactMinor, type StakeLimits, steppedValues } from '../../lib/money';

const CHIP_COLOURS = ['#e8e4f7', '#e2414f', '#2f7be5', '#1c9d5b', '#16131f', '#8b5cf6'];

/** Chips in 1-2-5 steps from the minimum stake: a tap adds the chip to the bet (kept inside the limits). */
export function ChipRack({
  stake,
  limits,
  currency,
  disabled,
  onChange,
}: {
  stake: bigint;
  limits: StakeLimits;
  currency: string;
  disabled: boolean;
  onChange(stake: bigint): void;
}) {
  const { t } = useI18n();
  const chips = steppedValues(limits.min, limits.max, 5);
  return (
    <fieldset className="bj-chips">
      <legend className="visually-hidden">{t('blackjack.chips')}</legend>
      {chips.map((chip, i) => (
        <button
          key={chip.toString()}
          type="button"
          className="bj-chip"
          style={{ '--chip': CHIP_COLOURS[i % CHIP_COLOURS.length] } as CSSProperties}
          disabled={disabled || clampStake(stake + chip, limits) === stake}
          onClick={() => onChange(clampStake(stake + chip, limits))}
          aria-label={`+${compactMinor(chip, currency)}`}
        >
          <span>{compactMinor(chip, currency)}</span>
        </button>
      ))}
    </fieldset>
  );
}
