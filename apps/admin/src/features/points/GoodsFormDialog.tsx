import type { Goods, GoodsInput } from '@fortuna/contracts/points';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { useSaveGoods } from './points.api';

const EMPTY: GoodsInput = {
  names: { EN: '', TY: '' },
  imageUrl: '',
  kind: 'physical',
  stock: 0,
  pointsRequired: 100,
  amountRequired: '0',
  status: 'active',
  sort: 0,
};

const inputOf = (goods: Goods): GoodsInput => ({
  names: goods.names,
  imageUrl: goods.imageUrl,
  kind: goods.kind,
  stock: goods.stock,
  pointsRequired: goods.pointsRequired,
  amountRequired: goods.amountRequired.amount.replace(/\.00$/, ''),
  status: goods.status,
  sort: goods.sort,
});

/** Create or edit an item of the mall: names EN/TY, image, kind, stock, points and amount requirement, status. */
export function GoodsFormDialog({
  merchantId,
  goods,
  onClose,
}: {
  merchantId: number;
  goods?: Goods;
  onClose: () => void;
}) {
  const formId = useId();
  const save = useSaveGoods();
  const [draft, setDraft] = useState<GoodsInput>(goods ? inputOf(goods) : EMPTY);
  const change = (patch: Partial<GoodsInput>) => setDraft((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { merchantId, ...(goods ? { id: goods.id } : {}), body: draft },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.names.EN}: saved`);
          onClose();
        },
      },
    );
  };

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={save.isPending}
        data-testid="goods-save"
      >
        {save.isPending ? 'Saving…' : goods ? 'Save changes' : 'Add item'}
      </button>
    </>
  );
  const numberField = (key: 'stock' | 'pointsRequired' | 'sort', label: string) => (
    <Field label={label} htmlFor={`goods-${key}`}>
      <input
        id={`goods-${key}`}
        className="input"
        type="number"
        min={0}
        value={draft[key]}
        onChange={(event) => change({ [key]: Number(event.target.value) })}
        data-testid={`goods-${key}`}
      />
    </Field>
  );

  return (
    <Modal open wide title={goods ? 'Edit item' : 'New item'} onClose={onClose} footer={footer} testId="goods-form">
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="form-row">
          <Field label="Name (EN)" htmlFor="goods-name-en">
            <input
              id="goods-name-en"
              className="input"
              maxLength={80}
              value={draft.names.EN}
              onChange={(event) => change({ names: { ...draft.names, EN: event.target.value } })}
              data-testid="goods-name-en"
            />
          </Field>
          <Field label="Name (TY)" htmlFor="goods-name-ty">
            <input
              id="goods-name-ty"
              className="input"
              maxLength={80}
              value={draft.names.TY}
              onChange={(event) => change({ names: { ...draft.names, TY: event.target.value } })}
              data-testid="goods-name-ty"
            />
          </Field>
        </div>
        <div className="form-row">
          <Field label="Kind" htmlFor="goods-kind" hint="Physical goods ask the member for shipping details">
            <select
              id="goods-kind"
              className="input"
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as GoodsInput['kind'] })}
              data-testid="goods-kind"
            >
              <option value="physical">Physical (shipped)</option>
              <option value="virtual">Virtual (voucher)</option>
            </select>
          </Field>
          <Field label="Status" htmlFor="goods-status" hint="Paused items are hidden from members">
            <select
              id="goods-status"
              className="input"
              value={draft.status}
              onChange={(event) => change({ status: event.target.value as GoodsInput['status'] })}
              data-testid="goods-status"
            >
              <option value="active">Active</option>
              <option value="paused">Paused</option>
            </select>
          </Field>
        </div>
        <div className="form-row">
          {numberField('pointsRequired', 'Points required')}
          {numberField('stock', 'Stock')}
          {numberField('sort', 'Sort order')}
        </div>
        <div className="form-row">
          <Field label="Amount requirement" htmlFor="goods-amount" hint="Lifetime valid bet the member needs (0: none)">
            <input
              id="goods-amount"
              className="input"
              inputMode="decimal"
              value={draft.amountRequired}
              onChange={(event) => change({ amountRequired: event.target.value.trim() })}
              data-testid="goods-amount"
            />
          </Field>
          <Field label="Image URL" htmlFor="goods-image" hint="Optional; without it the site draws an emblem">
            <input
              id="goods-image"
              className="input"
              maxLength={500}
              value={draft.imageUrl}
              onChange={(event) => change({ imageUrl: event.target.value })}
            />
          </Field>
        </div>
      </form>
    </Modal>
  );
}
