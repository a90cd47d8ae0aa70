import type { DepositStatus, WithdrawalStatus } from '@fortuna/contracts/payments';
import { useTranslation } from 'react-i18next';
import '../../../i18n/account-texts';

const TONES: Record<DepositStatus | WithdrawalStatus, 'wait' | 'good' | 'bad' | 'off'> = {
  pending: 'wait',
  matching: 'wait',
  credited: 'good',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  cancelled: 'off',
};

type StatusChipProps = { kind: 'deposit'; status: DepositStatus } | { kind: 'withdrawal'; status: WithdrawalStatus };

/** An order's status as a coloured chip: waiting, done, refused or withdrawn. */
export function StatusChip(props: StatusChipProps) {
  const { t } = useTranslation();
  const label =
    props.kind === 'deposit'
      ? t(`payments.depositStatuses.${props.status}`)
      : t(`payments.withdrawalStatuses.${props.status}`);
  return (
    <span
      className={`pay-status pay-status--${TONES[props.status]}`}
      data-testid="pay-status"
      data-status={props.status}
    >
      {label}
    </span>
  );
}
