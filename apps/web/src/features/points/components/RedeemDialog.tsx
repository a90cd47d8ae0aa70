import type { Goods, RedeemInput } from '@fortuna/contracts/points';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { PaymentPasswordField } from '../../../ui/PaymentPasswordField';
import { redeem } from '../api/points';
import { usePointsAction } from '../hooks/usePointsAction';

type FieldName = 'name' | 'phone' | 'address' | 'password';

interface RedeemDialogProps {
  goods: Goods;
  points: number;
  language: string;
  onClose: () => void;
}

/** Redeem an item: quantity, shipping details for physical goods, the payment password (sent encrypted). */
export function RedeemDialog({ goods, points, language, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const action = usePointsAction((input: RedeemInput, key: string) => redeem(input, key, language));
  const [quantity, setQuantity] = useState(1);
  const [values, setValues] = useState({ name: '', phone: '', address: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, boolean>>>({});
  const needsShipping = goods.kind === 'physical';
  const maxQuantity = Math.max(1, Math.min(10, goods.stock, Math.floor(points / goods.pointsRequired)));

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: false }));
  };
  const problemOf = (field: FieldName) => (problems[field] ? t(`pointsMall.dialog.problems.${field}`) : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.isPending) return;
    const found: Partial<Record<FieldName, boolean>> = {
      password: values.password.length !== 6,
      ...(needsShipping
        ? {
            name: values.name.trim() === '',
            phone: !/^\+?[\d ]{6,20}$/.test(values.phone.trim()),
            address: values.address.trim().length < 5,
          }
        : {}),
    };
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      return;
    }
    action.submit({
      goodsId: goods.id,
      quantity,
      paymentPassword: values.password,
      ...(needsShipping
        ? { shipping: { name: values.name.trim(), phone: values.phone.trim(), address: values.address.trim() } }
        : {}),
    });
  };

  const textField = (field: Exclude<FieldName, 'password'>, multiline = false) => (
    <Field label={t(`pointsMall.dialog.${field}`)} htmlFor={`${id}-${field}`} error={problemOf(field)}>
      {multiline ? (
        <textarea
          id={`${id}-${field}`}
          className="input points-dialog__textarea"
          maxLength={300}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          data-testid={`points-ship-${field}`}
          {...errorProps(`${id}-${field}`, problemOf(field))}
        />
      ) : (
        <input
          id={`${id}-${field}`}
          className="input"
          maxLength={field === 'phone' ? 20 : 80}
          inputMode={field === 'phone' ? 'tel' : undefined}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          data-testid={`points-ship-${field}`}
          {...errorProps(`${id}-${field}`, problemOf(field))}
        />
      )}
    </Field>
  );

  return (
    <Modal isOpen onClose={onClose} title={goods.name} size="small" testId="points-redeem-dialog">
      {action.done ? (
        <div className="points-dialog">
          <p className="promo-banner promo-banner--success" role="status" data-testid="points-redeem-done">
            {t('pointsMall.dialog.done', { reference: action.done.reference })}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            {t('pointsMall.close')}
          </button>
        </div>
      ) : (
        <form className="points-dialog" onSubmit={handleSubmit} noValidate>
          <Field label={t('pointsMall.dialog.quantity')} htmlFor={`${id}-quantity`}>
            <select
              id={`${id}-quantity`}
              className="input"
              value={quantity}
              onChange={(event) => setQuantity(Number(event.target.value))}
              data-testid="points-quantity"
            >
              {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </Field>
          <p className="points-dialog__total">
            {t('pointsMall.dialog.total', { count: goods.pointsRequired * quantity })}
          </p>
          {needsShipping && (
            <fieldset className="points-dialog__shipping">
              <legend>{t('pointsMall.dialog.shippingTitle')}</legend>
              {textField('name')}
              {textField('phone')}
              {textField('address', true)}
            </fieldset>
          )}
          <PaymentPasswordField
            id={`${id}-password`}
            label={t('pointsMall.dialog.paymentPassword')}
            value={values.password}
            onChange={(digits) => change('password', digits)}
            error={problemOf('password')}
            testId="points-password"
          />
          {action.error && (
            <p className="form-alert" role="alert" data-testid="points-redeem-error">
              <Icon name="error" size={16} />
              {action.error}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={action.isPending}
            data-testid="points-redeem-submit"
          >
            {action.isPending ? t('pointsMall.dialog.sending') : t('pointsMall.dialog.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
