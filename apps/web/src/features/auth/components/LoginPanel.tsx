import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon } from '../../../ui/Icon';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { FreePlayButton } from './FreePlayButton';
import { LoginForm } from './LoginForm';
import './login-panel.css';

/**
 * The login popup's content: username sign-in, and free play when the merchant allows it.
 * The SMS tab is shown disabled with an honest note until it arrives.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const hasFreePlay = useSiteInfo().info.whitelabel.freePlay;
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
      {hasFreePlay && (
        <>
          <div className="login-panel__divider">
            <span>{t('login.or')}</span>
          </div>
          <FreePlayButton />
        </>
      )}
      <p className="login-panel__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="login-panel__link" onClick={() => openAuthModal('register')}>
          {t('common.register')}
        </button>
      </p>
    </div>
  );
}
