import { useTranslation } from 'react-i18next';
import { useLoadingCoverStore } from './loading-cover-store';
import './loading-cover.css';

interface LoadingCoverProps {
  isVisible?: boolean;
}

/** A full-page cover with a spinner. */
export function LoadingCover({ isVisible = true }: LoadingCoverProps) {
  const { t } = useTranslation();
  if (!isVisible) return null;
  return (
    <div className="loading-cover" role="status" aria-live="polite" data-testid="loading-cover">
      <span className="loading-cover__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** The cover driven by showLoadingCover() / hideLoadingCover(). */
export function GlobalLoadingCover() {
  const isVisible = useLoadingCoverStore((state) => state.isVisible);
  return <LoadingCover isVisible={isVisible} />;
}
