import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type ProtectionSettings,
} from '@fortuna/contracts/protection';
import { displayMoney } from '../../../lib/money-display';

/** A money value of the API (`{ amount, amountMinor }`) with two decimals and the symbol. */
export function moneyText(value: { amount: string; amountMinor: string } | null, symbol: string): string | null {
  return value ? displayMoney({ minor: value.amountMinor, decimal: value.amount }, symbol) : null;
}

export function limitOf(settings: ProtectionSettings, kind: LimitKind, period: LimitPeriod): LimitState | undefined {
  return settings.limits.find((limit) => limit.kind === kind && limit.period === period);
}

/** How much of a limit is used, 0..100 (100 when over), or null without a limit. */
export function usedPercent(limit: LimitState): number | null {
  if (!limit.current) return null;
  const cap = BigInt(limit.current.amountMinor);
  if (cap <= 0n) return 100;
  const used = BigInt(limit.used.amountMinor);
  return Number(used >= cap ? 100n : (used * 100n) / cap);
}

export function isLimitKind(value: string): value is LimitKind {
  return (LIMIT_KINDS as readonly string[]).includes(value);
}

export function isLimitPeriod(value: string): value is LimitPeriod {
  return (LIMIT_PERIODS as readonly string[]).includes(value);
}
