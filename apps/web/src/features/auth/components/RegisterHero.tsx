import { useTranslation } from 'react-i18next';

/** The top of the registration popup, where the w_reg banner group belongs (spec §2). */
export function RegisterHero({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();
  return (
    <header className="register-hero">
      <div className="register-hero__copy">
        <span className="register-hero__badge">{t('register.ageBadge')}</span>
        <h3 className="register-hero__title">{t('register.heroTitle', { merchant: merchantName })}</h3>
        <p className="register-hero__text">{t('register.heroText')}</p>
      </div>
      <img className="register-hero__art" src="/images/hero-art.svg" alt="" width={200} height={112} />
    </header>
  );
}
