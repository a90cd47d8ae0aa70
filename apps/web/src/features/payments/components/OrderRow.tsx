import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { Icon } from '../../../ui/Icon';
import '../../../i18n/account-texts';

interface OrderRowProps {
  title: string;
  createdAt: string;
  amount: string;
  status: ReactNode;
  /** Shown when the row is opened: figures, proofs, the reason of a refusal, actions. */
  children: ReactNode;
  testId: string;
  orderNo: string;
}

/** One order of a list: method, time, amount and status; a click opens its details below. */
export function OrderRow({ title, createdAt, amount, status, children, testId, orderNo }: OrderRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className={`pay-row${isOpen ? ' pay-row--open' : ''}`} data-testid={testId} data-order-no={orderNo}>
      <button
        type="button"
        className="pay-row__summary"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((current) => !current)}
        data-testid={`${testId}-toggle`}
      >
        <span className="pay-row__main">
          <strong className="pay-row__title">{title}</strong>
          <span className="pay-row__time">{formatDateTime(createdAt)}</span>
        </span>
        <span className="pay-row__amount">{amount}</span>
        <span className="pay-row__status">{status}</span>
        <span className="pay-row__chevron" aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
        <span className="visually-hidden">
          {isOpen ? t('payments.orders.hideDetails') : t('payments.orders.details')}
        </span>
      </button>
      {isOpen && (
        <div id={detailsId} className="pay-row__details">
          {children}
        </div>
      )}
    </li>
  );
}

/** A label and its value in an order's details. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pay-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
