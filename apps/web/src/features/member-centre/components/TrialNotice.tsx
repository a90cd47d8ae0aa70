import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import './trial-notice.css';

interface TrialNoticeProps {
  onRegister: () => void;
}

/** Shown instead of the member centre to a trial account (spec §6, 'in_need_true_account'). */
export function TrialNotice({ onRegister }: TrialNoticeProps) {
  const { t } = useTranslation();
  return (
    <section className="trial-notice" role="status" data-testid="trial-notice">
      <span className="trial-notice__icon" aria-hidden="true">
        <Icon name="shield" size={28} />
      </span>
      <h1 className="trial-notice__title">{t('trial.title')}</h1>
      <p className="trial-notice__text">{t('trial.inNeedTrueAccount')}</p>
      <button type="button" className="btn btn--primary" onClick={onRegister} data-testid="trial-register">
        <Icon name="sparkles" size={16} />
        {t('trial.register')}
      </button>
    </section>
  );
}
