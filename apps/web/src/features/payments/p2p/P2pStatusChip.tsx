import type { P2pPartStatus } from '@fortuna/contracts/payments';
import { useTranslation } from 'react-i18next';
import '../../../i18n/account-texts';

const TONES: Record<P2pPartStatus, 'wait' | 'good' | 'bad' | 'off'> = {
  matched: 'wait',
  paid: 'wait',
  disputed: 'wait',
  received: 'good',
  auto_received: 'good',
  force_received: 'good',
  not_received: 'bad',
  cancelled: 'off',
};

/** A P2P part's status as the payments pages' coloured chip. */
export function P2pStatusChip({ status, testId }: { status: P2pPartStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`pay-status pay-status--${TONES[status]}`} data-testid={testId} data-status={status}>
      {t(`paymentsP2p.statuses.${status}`)}
    </span>
  );
}
