import type { MemberSummary } from '@fortuna/contracts/members';
import { decimalToMinor } from '@fortuna/contracts/money';
import type { GrantBonus, GrantBonusResult } from '@fortuna/contracts/payments-admin';
import { Icon } from '../../../ui/Icon';
import { formatAmount, formatMinor } from './finance-meta';

export interface GrantedBonus {
  result: GrantBonusResult;
  member: MemberSummary;
  body: GrantBonus;
}

/** Beside the bonus form: what was just granted, or how a bonus works until then. */
export function BonusSidePanel({ granted, currencySymbol }: { granted: GrantedBonus | null; currencySymbol: string }) {
  return granted ? (
    <section className="card bonus-result" data-testid="bonus-result">
      <p className="bonus-result-head">
        <Icon name="check" size={18} /> Granted to <strong className="mono">{granted.member.username}</strong>
      </p>
      <dl className="detail-list">
        <div className="detail-row">
          <dt>Amount</dt>
          <dd className="mono detail-strong">
            {formatMinor(decimalToMinor(granted.body.amount) ?? 0n, currencySymbol)}
          </dd>
        </div>
        <div className="detail-row">
          <dt>To wager</dt>
          <dd className="mono">{formatAmount(granted.result.requiredTurnover, currencySymbol)}</dd>
        </div>
        <div className="detail-row">
          <dt>Transfer</dt>
          <dd className="mono">{granted.result.transferId}</dd>
        </div>
      </dl>
    </section>
  ) : (
    <aside className="card bonus-help" aria-label="How bonuses work">
      <p className="card-title">How a bonus works</p>
      <ul className="plain-list">
        <li>
          <Icon name="wallet" size={16} />
          <span>The amount is credited to the member’s main wallet at once and shows in their history.</span>
        </li>
        <li>
          <Icon name="refresh" size={16} />
          <span>The member must bet the amount × the wagering multiple (valid bets count) before any withdrawal.</span>
        </li>
        <li>
          <Icon name="shield" size={16} />
          <span>Each grant is confirmed first, sent once even if retried, and kept in the audit log.</span>
        </li>
      </ul>
    </aside>
  );
}
