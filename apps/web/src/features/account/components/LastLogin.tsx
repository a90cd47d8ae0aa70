import type { MemberInfo } from '@fortuna/contracts/session';
import { useTranslation } from 'react-i18next';
import { formatLocaleDateTime } from '../../../lib/date-time';
import { Icon } from '../../../ui/Icon';
import '../../../i18n/account-texts';

type LastLoginProps = Pick<MemberInfo, 'lastLoginAt' | 'lastLoginIp'>;

/** The sign-in before the current one, so the member can spot one that was not theirs. */
export function LastLogin({ lastLoginAt, lastLoginIp }: LastLoginProps) {
  const { t } = useTranslation();
  const describe = (): string => {
    if (!lastLoginAt) return t('lastLogin.first');
    const time = formatLocaleDateTime(lastLoginAt);
    return lastLoginIp ? t('lastLogin.text', { time, ip: lastLoginIp }) : t('lastLogin.textWithoutIp', { time });
  };
  return (
    <p className="last-login" data-testid="last-login">
      <Icon name="history" size={16} />
      {describe()}
    </p>
  );
}
