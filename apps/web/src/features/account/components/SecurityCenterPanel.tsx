import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { MemberInfo } from '@fortuna/contracts/session';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useCopyMemberId } from '../hooks/useCopyMemberId';
import { Avatar } from './Avatar';
import { ChangePasswordCard } from './ChangePasswordCard';
import { LastLogin } from './LastLogin';
import { PaymentPasswordCard } from './PaymentPasswordCard';
import { SessionsCard } from './SessionsCard';
import './account.css';

function accountTypeKey(type: number): 'agent' | 'trial' | 'member' {
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'member';
}

/** My account (securityCenter): who the member is, their passwords and where they are signed in. */
export function SecurityCenterPanel({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();

  const copyMemberId = useCopyMemberId();

  const rows = [
    { label: t('account.accountName'), value: member.userName || member.account, testId: 'account-name' },
    { label: t('account.nickname'), value: member.nickname || '—', testId: 'account-nickname' },
    { label: t('account.type'), value: t(`account.types.${accountTypeKey(member.type)}`), testId: 'account-type' },
  ];

  return (
    <div className="security-centre" data-testid="security-centre">
      <section className="account-card account-profile">
        <Avatar size={64} />
        <dl className="account-profile__list">
          {rows.map((row) => (
            <div key={row.testId} className="account-profile__row">
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
          <div className="account-profile__row">
            <dt>{t('account.id')}</dt>
            <dd>
              <span data-testid="account-id">{member.id}</span>
              <button
                type="button"
                className="account-profile__copy"
                onClick={() => void copyMemberId(member.id)}
                aria-label={t('account.copyId')}
                title={t('common.copy')}
              >
                <Icon name="copy" size={14} />
              </button>
            </dd>
          </div>
        </dl>
      </section>
      <LastLogin lastLoginAt={member.lastLoginAt} lastLoginIp={member.lastLoginIp} />
      <div className="security-centre__cards">
        <ChangePasswordCard />
        <PaymentPasswordCard hasPaymentPassword={member.hasPaymentPassword} />
      </div>
      <SessionsCard />
      <p className="account-later">
        <Icon name="shield" size={16} />
        {t('security.moreLater')}
      </p>
    </div>
  );
}
