import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';
import { agentPageHref } from '../../hooks/agent-pages';
import type { CreatedAccount } from '../hooks/created-account';

interface RegisteredAccountProps {
  account: CreatedAccount;
  onAnother: () => void;
}

/** The account just created: its name, type and nickname, and where to go next. */
export function RegisteredAccount({ account, onAnother }: RegisteredAccountProps) {
  const { t } = useTranslation();
  return (
    <div className="team-result" role="status" data-testid="register-result">
      <span className="team-result__icon" aria-hidden="true">
        <Icon name="check" size={22} />
      </span>
      <h4 className="team-result__title">{t('agentCentre.team.register.resultTitle')}</h4>
      <p className="team-result__text">{t('agentCentre.team.register.resultText')}</p>
      <dl className="team-result__facts">
        <div>
          <dt>{t('agentCentre.team.register.username')}</dt>
          <dd data-testid="register-result-username">{account.username}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.team.register.kind')}</dt>
          <dd data-testid="register-result-kind" data-kind={account.kind}>
            <span className={`team-badge team-badge--${account.kind}`}>
              {t(`agentCentre.team.kinds.${account.kind}`)}
            </span>
          </dd>
        </div>
        {account.nickname && (
          <div>
            <dt>{t('agentCentre.team.register.nickname')}</dt>
            <dd>{account.nickname}</dd>
          </div>
        )}
        {account.id !== null && (
          <div>
            <dt>{t('agentCentre.team.register.resultId')}</dt>
            <dd data-testid="register-result-id">{account.id}</dd>
          </div>
        )}
      </dl>
      <div className="team-result__actions">
        <button type="button" className="btn btn--secondary" onClick={onAnother} data-testid="register-another">
          <Icon name="plus" size={16} />
          {t('agentCentre.team.register.another')}
        </button>
        <Link
          className="btn btn--ghost"
          to={agentPageHref('downlineManagmentView')}
          data-testid="register-to-downlines"
        >
          {t('agentCentre.team.register.toDownlines')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </div>
  );
}
