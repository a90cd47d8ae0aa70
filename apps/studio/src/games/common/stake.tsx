import type { StakeLimits } from '../../lib/money';
import type { GameController } from '../../shell/controller';
import { StakeControl } from '../../ui/StakeControl';

/** The stake limits the controller allows now: the game's minimum and maximum, and the balance. */
export function stakeLimitsOf(ctl: GameController): StakeLimits {
  return { min: ctl.minStake, max: ctl.maxStake, balance: ctl.balance };
}

/** Whether the balance covers an amount; when it does not, the "not enough funds" error is shown. */
export function coversAmount(ctl: GameController, amount: bigint): boolean {
  if (amount <= ctl.balance) return true;
  ctl.showError({ kind: 'funds' });
  return false;
}

/** The bet slip's stake field, bound to the controller's stake, clicking on each press. */
export function SlipStake({ ctl, disabled }: { ctl: GameController; disabled: boolean }) {
  return (
    <StakeControl
      value={ctl.stake}
      onChange={ctl.setStake}
      limits={stakeLimitsOf(ctl)}
      currency={ctl.currency}
      disabled={disabled}
      onPress={() => ctl.sound.play('click')}
    />
  );
}
