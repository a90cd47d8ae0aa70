import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { availableResetMethods } from '../hooks/reset-methods';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { type AuthTab, AuthTabs } from './AuthTabs';
import { FreePlayButton } from './FreePlayButton';
import { LoginForm } from './LoginForm';
import { SecondFactorStep } from './SecondFactorStep';
import { SmsLoginForm } from './SmsLoginForm';
import { TermsNote } from './TermsNote';
import './login-panel.css';

type LoginMethod = 'username' | 'sms';

/**
 * The login popup's content (spec §2): username or SMS sign-in, the second-factor step a new device
 * needs, free play when the merchant allows it, and the ways to the register and reset popups.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const { whitelabel } = useSiteInfo().info;
  const flow = useLoginFlow();
  const [method, setMethod] = useState<LoginMethod>('username');
  const canReset = availableResetMethods(whitelabel).length > 0;

  const tabs: AuthTab<LoginMethod>[] = [
    { id: 'username', label: t('login.usernameTab'), icon: 'user', testId: 'login-username-tab' },
    { id: 'sms', label: t('login.smsTab'), icon: 'chat', testId: 'login-sms-tab' },
  ];
  const activeMethod = whitelabel.smsLogin ? method : 'username';

  return (
    <div className="login-panel">
      {flow.secondFactor && <SecondFactorStep flow={flow} />}
      {/* Hidden, not removed, during the second factor, so going back keeps what was typed. */}
      <div className="login-panel__methods" hidden={flow.secondFactor !== null}>
        {whitelabel.smsLogin && (
          <AuthTabs
            tabs={tabs}
            active={activeMethod}
            label={t('login.methods')}
            onChange={(next) => {
              flow.clearError();
              setMethod(next);
            }}
          />
        )}
        {activeMethod === 'sms' ? (
          <SmsLoginForm flow={flow} />
        ) : (
          <LoginForm flow={flow} onForgotPassword={canReset ? () => openAuthModal('forgot') : undefined} />
        )}
        {whitelabel.freePlay && (
          <>
            <div className="login-panel__divider">
              <span>{t('login.or')}</span>
            </div>
            <FreePlayButton />
          </>
        )}
        <p className="login-panel__switch">
          {t('login.noAccount')}{' '}
          <button
            type="button"
            className="login-panel__link"
            onClick={() => openAuthModal('register')}
            data-testid="login-to-register"
          >
            {t('common.register')}
          </button>
        </p>
        <TermsNote prefix={t('login.termsPrefix')} />
      </div>
    </div>
  );
}
