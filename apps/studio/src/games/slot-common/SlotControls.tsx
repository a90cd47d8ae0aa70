import type { GameController } from '../../shell/controller';
import { CoinControl } from './CoinControl';
import { SpinButton } from './SpinButton';

/** The coins (or stakes) a slot steps through and the chosen one. */
export interface CoinChoice {
  coins: readonly bigint[];
  coinIndex: number;
  setCoinIndex(index: number): void;
  /** The round's stake, shown under the coin when the coin is not the stake itself. */
  totalStake?: bigint;
}

interface SlotControlsProps {
  ctl: GameController;
  choice: CoinChoice;
  label: string;
  revealing: boolean;
  /** Marks the spin button as turning (default: while busy). */
  spinning?: boolean;
  onSpin(): void;
  onSkip(): void;
}

/** A slot's controls: the coin stepper and the spin (or skip) button. */
export function SlotControls({ ctl, choice, label, revealing, spinning, onSpin, onSkip }: SlotControlsProps) {
  const { busy, sound, currency } = ctl;
  return (
    <section className="slot__controls">
      <CoinControl
        values={choice.coins}
        index={choice.coinIndex}
        onChange={(next) => {
          sound.play('click');
          choice.setCoinIndex(next);
        }}
        currency={currency}
        label={label}
        totalStake={choice.totalStake}
        disabled={busy}
      />
      <SpinButton revealing={revealing} busy={busy} spinning={spinning} onSpin={onSpin} onSkip={onSkip} />
    </section>
  );
}
