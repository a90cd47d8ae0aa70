import type { ConvertInput, PointsBalance } from '@fortuna/contracts/points';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { PaymentPasswordField } from '../../../ui/PaymentPasswordField';
import { formatMoneyValue } from '../../bet-record/hooks/money-format';
import { convert } from '../api/points';
import { usePointsAction } from '../hooks/usePointsAction';
import { pointsValue } from './points-money';

interface ConvertDialogProps {
  balance: PointsBalance;
  currencySymbol: string;
  onClose: () => void;
}

/** Convert points to main-wallet balance at the merchant's rate, with the payment password (sent encrypted). */
export function ConvertDialog({ balance, currencySymbol, onClose }: ConvertDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const action = usePointsAction((input: ConvertInput, key: string) => convert(input, key));
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState({ points: false, password: false });
  const isOff = BigInt(balance.convertPerPoint.amountMinor) <= 0n;
  const count = /^\d{1,9}$/.test(points) ? Number(points) : 0;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.isPending) return;
    const found = { points: count < 1 || count > balance.balance, password: password.length !== 6 };
    if (found.points || found.password) {
      setProblems(found);
      return;
    }
    action.submit({ points: count, paymentPassword: password });
  };

  const pointsError = problems.points ? t('pointsMall.convert.problem') : undefined;
  const passwordError = problems.password ? t('pointsMall.dialog.problems.password') : undefined;
  return (
    <Modal isOpen onClose={onClose} title={t('pointsMall.convert.title')} size="small" testId="points-convert-dialog">
      {isOff && <p className="points-dialog__total">{t('pointsMall.convert.off')}</p>}
      {!isOff && action.done && (
        <div className="points-dialog">
          <p className="promo-banner promo-banner--success" role="status" data-testid="points-convert-done">
            {t('pointsMall.convert.done', { amount: formatMoneyValue(action.done.amount, currencySymbol) })}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            {t('pointsMall.close')}
          </button>
        </div>
      )}
      {!isOff && !action.done && (
        <form className="points-dialog" onSubmit={handleSubmit} noValidate>
          <p className="points-dialog__total">
            {t('pointsMall.convert.rate', { amount: formatMoneyValue(balance.convertPerPoint, currencySymbol) })}
          </p>
          <Field label={t('pointsMall.convert.pointsLabel')} htmlFor={`${id}-points`} error={pointsError}>
            <input
              id={`${id}-points`}
              className="input"
              inputMode="numeric"
              maxLength={9}
              value={points}
              placeholder={String(balance.balance)}
              onChange={(event) => {
                setPoints(event.target.value.replace(/\D/g, ''));
                setProblems((current) => ({ ...current, points: false }));
              }}
              data-testid="points-convert-points"
              {...errorProps(`${id}-points`, pointsError)}
            />
          </Field>
          <p className="points-dialog__total">
            {t('pointsMall.convert.youGet', {
              amount: formatMoneyValue(pointsValue(count, balance.convertPerPoint), currencySymbol),
            })}
          </p>
          <PaymentPasswordField
            id={`${id}-password`}
            label={t('pointsMall.dialog.paymentPassword')}
            value={password}
            onChange={(digits) => {
              setPassword(digits);
              setProblems((current) => ({ ...current, password: false }));
            }}
            error={passwordError}
            testId="points-convert-password"
          />
          {action.error && (
            <p className="form-alert" role="alert" data-testid="points-convert-error">
              <Icon name="error" size={16} />
              {action.error}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={action.isPending}
            data-testid="points-convert-submit"
          >
            {action.isPending ? t('pointsMall.dialog.sending') : t('pointsMall.convert.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
