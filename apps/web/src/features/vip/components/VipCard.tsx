import type { MemberVip } from '@fortuna/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { AccountCard } from '../../account/components/AccountCard';
import { formatMoneyValue } from '../../bet-record/hooks/money-format';
import { memberVipQuery } from '../api/vip';
import { VipKeepAndBonuses } from './VipKeepAndBonuses';
import { VipLevelsTable } from './VipLevelsTable';
import './vip.css';

type MoneyValue = MemberVip['validBet'];

/** Share of a threshold reached, 0–100 (minor units are integers; the ratio is for drawing only). */
function shareOf(value: MoneyValue, threshold: MoneyValue): number {
  const needed = BigInt(threshold.amountMinor);
  if (needed === 0n) return 100;
  const share = (BigInt(value.amountMinor) * 100n) / needed;
  return Number(share > 100n ? 100n : share);
}

function Progress({
  label,
  value,
  threshold,
  currencySymbol,
}: {
  label: string;
  value: MoneyValue;
  threshold: MoneyValue;
  currencySymbol: string;
}) {
  const percent = shareOf(value, threshold);
  return (
    <div className="vip-progress">
      {label}: {formatMoneyValue(value, currencySymbol)} / {formatMoneyValue(threshold, currencySymbol)}
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** My account → VIP (when the merchant runs VIP): the member's level, progress to the next and the level table. */
export function VipCard({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const vip = useQuery(memberVipQuery(i18n.language));
  const next = vip.data?.levels.find((level) => !level.isReached);
  return (
    <AccountCard icon="trophy" title={t('vip.title')} text={t('vip.hint')} testId="vip-card">
      {vip.isPending && <LoadingState />}
      {vip.isError && <ErrorState message={errorMessage(vip.error)} onRetry={() => void vip.refetch()} />}
      {vip.data && (
        <>
          <div className="vip-card__summary">
            <span className="vip-card__current" data-testid="vip-current">
              {vip.data.hasVip
                ? t('vip.current', { name: vip.data.vipLabelName, rank: vip.data.vipRankLevel })
                : t('vip.none')}
            </span>
            <span className="vip-card__figure">
              {t('vip.validBet')}
              <strong>{formatMoneyValue(vip.data.validBet, currencySymbol)}</strong>
            </span>
            <span className="vip-card__figure">
              {t('vip.deposit')}
              <strong>{formatMoneyValue(vip.data.deposit, currencySymbol)}</strong>
            </span>
          </div>
          {next ? (
            <>
              <p className="account-card__text">
                {t('vip.next', { name: next.name, bonus: formatMoneyValue(next.upgradeBonus, currencySymbol) })}
              </p>
              <Progress
                label={t('vip.validBet')}
                value={vip.data.validBet}
                threshold={next.validBetThreshold}
                currencySymbol={currencySymbol}
              />
              <Progress
                label={t('vip.deposit')}
                value={vip.data.deposit}
                threshold={next.depositThreshold}
                currencySymbol={currencySymbol}
              />
            </>
          ) : (
            <p className="account-card__text">{t('vip.top')}</p>
          )}
          <VipLevelsTable vip={vip.data} currencySymbol={currencySymbol} />
          <VipKeepAndBonuses vip={vip.data} currencySymbol={currencySymbol} />
        </>
      )}
    </AccountCard>
  );
}
