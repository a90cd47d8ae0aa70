import type { MemberSession } from '@fortuna/contracts/session';
import { useTranslation } from 'react-i18next';
import { formatLocaleDateTime } from '../../../lib/date-time';
import { Icon } from '../../../ui/Icon';
import '../../../i18n/account-texts';

/** One signed-in session: its IP, when it started and when it ends. */
export function SessionRow({ session }: { session: MemberSession }) {
  const { t } = useTranslation();
  return (
    <li className={`session-row${session.isCurrent ? ' session-row--current' : ''}`} data-testid="session-row">
      <Icon name="globe" size={18} className="session-row__icon" />
      <div className="session-row__body">
        <p className="session-row__ip">
          {session.ip}
          {session.isCurrent && <span className="status-pill status-pill--ok">{t('sessions.thisDevice')}</span>}
        </p>
        <p className="session-row__times">
          <span>{t('sessions.signedIn', { time: formatLocaleDateTime(session.createdAt) })}</span>
          <span>{t('sessions.expires', { time: formatLocaleDateTime(session.expiresAt) })}</span>
        </p>
      </div>
    </li>
  );
}
