import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import '../../../i18n/account-texts';

/**
 * The site's error text, with the proof rules of the payment pages for the image codes: the upload
 * route's own messages name WebP too, while deposit and P2P proofs take PNG or JPEG only.
 */
export function usePaymentErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const siteMessage = useApiErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'IMAGE_TYPE_NOT_ALLOWED') return t('deposit.proofs.reasons.type');
    if (error instanceof ApiError && error.code === 'IMAGE_TOO_LARGE') return t('deposit.proofs.reasons.size');
    return siteMessage(error);
  };
}
