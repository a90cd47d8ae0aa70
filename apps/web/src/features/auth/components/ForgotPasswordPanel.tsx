import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon } from '../../../ui/Icon';
import { CustomerServiceButton } from '../../customer-service/components/CustomerServiceButton';
import { availableResetMethods, offersResetChoice, type ResetMethod } from '../hooks/reset-methods';
import { openAuthModal } from '../hooks/useAuthModalStore';
import { type AuthTab, AuthTabs } from './AuthTabs';
import { EmailResetForm } from './EmailResetForm';
import { PhoneResetForm } from './PhoneResetForm';
import './login-panel.css';

/** The forgot-password popup (spec §2, §4): by email, by mobile, or the choice when both are on. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const methods = availableResetMethods(info.whitelabel);
  const [chosen, setChosen] = useState<ResetMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const tabs: AuthTab<ResetMethod>[] = [
    { id: 'email', label: t('forgot.byEmail'), icon: 'inbox', testId: 'forgot-email-tab' },
    { id: 'phone', label: t('forgot.byPhone'), icon: 'chat', testId: 'forgot-phone-tab' },
  ];

  return (
    <div className="login-panel" data-testid="forgot-panel">
      {offersResetChoice(methods) && method && (
        <AuthTabs tabs={tabs} active={method} onChange={setChosen} label={t('forgot.methods')} />
      )}
      {method === 'email' && <EmailResetForm />}
      {method === 'phone' && <PhoneResetForm />}
      {!method && (
        <div className="forgot-empty">
          <p className="form-alert form-alert--info">
            <Icon name="info" size={16} />
            {t('forgot.noMethod')}
          </p>
          <CustomerServiceButton entries={info.customerService} />
        </div>
      )}
      <button
        type="button"
        className="login-panel__link forgot-back"
        onClick={() => openAuthModal('login')}
        data-testid="forgot-back"
      >
        <Icon name="chevronLeft" size={14} />
        {t('forgot.backToLogin')}
      </button>
    </div>
  );
}
