import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { type RegisterMode, registerRulesQuery } from '../api/register';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { type AuthTab, AuthTabs } from './AuthTabs';
import { RegisterForm } from './RegisterForm';
import { RegisterHero } from './RegisterHero';
import './login-panel.css';
import './register-panel.css';

/**
 * The registration popup (spec §2, §4): username registration, and mobile registration when the
 * merchant enables it; the fields follow the merchant's rules (GET /wps/system/setting/register).
 */
export function RegisterPanel() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const rules = useQuery(registerRulesQuery(info.register)).data ?? info.register;
  const [mode, setMode] = useState<RegisterMode>('username');
  const activeMode = info.whitelabel.mobileRegistration ? mode : 'username';
  const tabs: AuthTab<RegisterMode>[] = [
    { id: 'username', label: t('register.usernameTab'), icon: 'user', testId: 'register-username-tab' },
    { id: 'mobile', label: t('register.mobileTab'), icon: 'chat', testId: 'register-mobile-tab' },
  ];

  return (
    <div className="register-panel">
      <RegisterHero merchantName={info.merchantName} />
      <div className="register-panel__body">
        {info.whitelabel.mobileRegistration && (
          <AuthTabs tabs={tabs} active={activeMode} onChange={setMode} label={t('register.methods')} />
        )}
        <RegisterForm key={activeMode} mode={activeMode} rules={rules} />
        <p className="login-panel__switch">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            className="login-panel__link"
            onClick={() => openAuthModal('login')}
            data-testid="register-to-login"
          >
            {t('common.login')}
          </button>
        </p>
      </div>
    </div>
  );
}
