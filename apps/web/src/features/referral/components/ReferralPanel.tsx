import type { MemberReferral, ReferralInvitee } from '@fortuna/contracts/referral';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { QrCode } from '../../../ui/QrCode';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';
import { memberReferralQuery } from '../api/referral';
import { ShareValue } from './ShareValue';
import './referral.css';

const QR_SIZE = 148;

interface PanelProps {
  currencySymbol: string;
}

/** What the merchant pays per friend and what a friend must do. */
function Conditions({ data, currencySymbol }: { data: MemberReferral } & PanelProps) {
  const { t } = useTranslation();
  const { conditions } = data;
  if (BigInt(conditions.reward.amountMinor) === 0n) {
    return <p className="referral__muted">{t('referral.noReward')}</p>;
  }
  return (
    <dl className="referral-terms" data-testid="referral-conditions">
      <div>
        <dt>{t('referral.reward')}</dt>
        <dd className="referral-terms__reward">{formatMoneyValue(conditions.reward, currencySymbol)}</dd>
      </div>
      <div>
        <dt>{t('referral.firstDeposit')}</dt>
        <dd>{formatMoneyValue(conditions.minFirstDeposit, currencySymbol)}</dd>
      </div>
      {BigInt(conditions.minValidBet.amountMinor) > 0n && (
        <div>
          <dt>{t('referral.validBet')}</dt>
          <dd>{formatMoneyValue(conditions.minValidBet, currencySymbol)}</dd>
        </div>
      )}
      <div className="referral-terms__note">
        <dt className="visually-hidden">{t('referral.conditionsTitle')}</dt>
        <dd>
          {t(`referral.wallet.${conditions.wallet}`)} ·{' '}
          {conditions.wageringMultiple > 0
            ? t('referral.wagering', { multiple: conditions.wageringMultiple })
            : t('referral.noWagering')}
        </dd>
      </div>
    </dl>
  );
}

function InviteeRow({ invitee, currencySymbol }: { invitee: ReferralInvitee } & PanelProps) {
  const { t, i18n } = useTranslation();
  const locale = localeTagOf(i18n.language);
  const step = (isMet: boolean, label: string, value: string) => (
    <span className={`referral-step${isMet ? ' referral-step--met' : ''}`}>
      {isMet && <span aria-hidden="true">✓ </span>}
      {label}: {value}
    </span>
  );
  return (
    <li className="referral-invitee" data-testid="referral-invitee">
      <div className="referral-invitee__who">
        <strong>{invitee.username}</strong>
        <span className="referral__muted">
          {t('referral.joined', { date: new Date(invitee.registeredAt).toLocaleDateString(locale) })}
        </span>
      </div>
      {invitee.status === 'pending' && (
        <div className="referral-invitee__steps">
          {step(
            invitee.isDepositMet,
            t('referral.depositStep'),
            invitee.firstDeposit ? formatMoneyValue(invitee.firstDeposit, currencySymbol) : t('referral.notYet'),
          )}
          {step(invitee.isValidBetMet, t('referral.betStep'), formatMoneyValue(invitee.validBet, currencySymbol))}
        </div>
      )}
      <span className={`referral-status referral-status--${invitee.status}`} data-testid="referral-invitee-status">
        {t(`referral.status.${invitee.status}`)}
        {invitee.reward && ` · ${formatMoneyValue(invitee.reward, currencySymbol)}`}
      </span>
    </li>
  );
}

/** Member centre referral: the member's code, link and QR code, the conditions, totals and invited friends. */
export function ReferralPanel({ currencySymbol }: PanelProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const referral = useQuery(memberReferralQuery());
  if (referral.isPending) return <LoadingState />;
  if (referral.isError) {
    return <ErrorState message={errorMessage(referral.error)} onRetry={() => void referral.refetch()} />;
  }
  const data = referral.data;
  const link = `${window.location.origin}${data.registerPath}`;
  const totals = [
    ['invited', String(data.totals.invited)],
    ['rewarded', String(data.totals.rewarded)],
    ['pending', String(data.totals.pending)],
    ['earned', formatMoneyValue(data.totals.earned, currencySymbol)],
  ] as const;
  return (
    <div className="referral" data-testid="referral-panel">
      <section className="referral-card referral-invite">
        <div className="referral-invite__text">
          <h3 className="referral__heading">{t('referral.title')}</h3>
          <p className="referral__muted">{t('referral.intro')}</p>
          <ShareValue label={t('referral.code')} value={data.code} testId="referral-code" />
          <ShareValue label={t('referral.link')} value={link} testId="referral-link" />
        </div>
        <figure className="referral-invite__qr" data-testid="referral-qr">
          <span className="referral-invite__qr-code">
            <QrCode value={link} size={QR_SIZE} marginSize={2} title={t('referral.qrTitle', { link })} />
          </span>
          <figcaption className="referral__muted">{t('referral.scanHint')}</figcaption>
        </figure>
      </section>
      <section className="referral-card">
        <h3 className="referral__heading">{t('referral.conditionsTitle')}</h3>
        <Conditions data={data} currencySymbol={currencySymbol} />
        <p className="referral__muted">{t('referral.fairPlay')}</p>
      </section>
      <ul className="referral-totals" data-testid="referral-totals">
        {totals.map(([key, value]) => (
          <li key={key} className="referral-totals__item">
            <span className="referral__muted">{t(`referral.totals.${key}`)}</span>
            <strong data-testid={`referral-total-${key}`}>{value}</strong>
          </li>
        ))}
      </ul>
      <section>
        <h3 className="referral__heading">{t('referral.inviteesTitle')}</h3>
        {data.invitees.length === 0 ? (
          <EmptyState icon="users" title={t('referral.empty')} text={t('referral.emptyHint')} testId="referral-empty" />
        ) : (
          <ul className="referral-invitees">
            {data.invitees.map((invitee) => (
              <InviteeRow
                key={`${invitee.username}-${invitee.registeredAt}`}
                invitee={invitee}
                currencySymbol={currencySymbol}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
