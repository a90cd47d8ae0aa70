import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { LoginForm } from './LoginForm';
import './login-panel.css';

/**
 * The login popup's content. Username sign-in works; the SMS tab and free play are shown
 * disabled with an honest note until they arrive.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  return (
    <div className="login-panel">
      <div className="login-panel__tabs" role="tablist" aria-label={t('login.methods')}>
        <button type="button" role="tab" aria-selected="true" className="login-panel__tab login-panel__tab--active">
          <Icon name="user" size={16} />
          {t('login.usernameTab')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected="false"
          aria-disabled="true"
          disabled
          className="login-panel__tab"
          title={t('login.smsSoon')}
          data-testid="login-sms-tab"
        >
          <Icon name="chat" size={16} />
          {t('login.smsTab')}
          <span className="login-panel__soon">{t('common.comingSoon')}</span>
        </button>
      </div>
      <LoginForm />
      <div className="login-panel__divider">
        <span>{t('login.or')}</span>
      </div>
      <button type="button" className="btn btn--secondary btn--block" disabled data-testid="login-free-play">
        <Icon name="controller" size={16} />
        {t('login.freePlay')}
      </button>
      <p className="login-panel__hint">{t('login.freePlaySoon')}</p>
      <p className="login-panel__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="login-panel__link" onClick={() => openAuthModal('register')}>
          {t('common.register')}
        </button>
      </p>
    </div>
  );
}
