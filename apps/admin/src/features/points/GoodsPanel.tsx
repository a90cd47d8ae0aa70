import type { Goods } from '@fortuna/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { GoodsFormDialog } from './GoodsFormDialog';
import { goodsQuery, useSaveGoods } from './points.api';

/** The merchant's goods: create, edit (stock, requirements), pause and resume. */
export function GoodsPanel({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const goods = useQuery(goodsQuery(merchantId));
  const save = useSaveGoods();
  const [editing, setEditing] = useState<{ goods?: Goods } | null>(null);

  const toggle = (item: Goods) => {
    const status = item.status === 'active' ? 'paused' : 'active';
    const { id, name: _name, ...rest } = item;
    save.mutate(
      { merchantId, id, body: { ...rest, amountRequired: item.amountRequired.amount, status } },
      { onSuccess: () => toast.success(`${item.names.EN}: ${status === 'paused' ? 'paused' : 'resumed'}`) },
    );
  };

  return (
    <section className="card card-flush" data-testid="points-goods-admin">
      <div className="card-toolbar filter-bar">
        <h2 className="card-title">Goods</h2>
        {canManage ? (
          <button
            type="button"
            className="btn btn-primary btn-sm toolbar-end"
            onClick={() => setEditing({})}
            data-testid="goods-create"
          >
            <Icon name="plus" size={14} /> New item
          </button>
        ) : null}
      </div>
      {goods.isPending ? <LoadingBlock /> : null}
      {goods.isError ? <ErrorBlock error={goods.error} onRetry={() => void goods.refetch()} /> : null}
      {goods.data?.length === 0 ? (
        <EmptyState title="No goods yet" icon="megaphone">
          <p>Add items members can redeem with their points.</p>
        </EmptyState>
      ) : null}
      {goods.data && goods.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-dense">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Kind</th>
                <th scope="col">Points</th>
                <th scope="col">Amount requirement</th>
                <th scope="col">Stock</th>
                <th scope="col">Status</th>
                {canManage ? (
                  <th scope="col" className="col-actions">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {goods.data.map((item) => (
                <tr key={item.id} data-testid="goods-row">
                  <td className="cell-title">
                    <span className="cell-strong">{item.names.EN}</span>
                    <span className="cell-sub muted">{item.names.TY}</span>
                  </td>
                  <td>{item.kind}</td>
                  <td className="mono">{item.pointsRequired}</td>
                  <td className="mono">{item.amountRequired.amount}</td>
                  <td className="mono">{item.stock}</td>
                  <td>
                    <Badge tone={item.status === 'active' ? 'success' : 'neutral'} dot>
                      {item.status}
                    </Badge>
                  </td>
                  {canManage ? (
                    <td className="col-actions">
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setEditing({ goods: item })}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          disabled={save.isPending}
                          onClick={() => toggle(item)}
                        >
                          {item.status === 'active' ? 'Pause' : 'Resume'}
                        </button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <GoodsFormDialog merchantId={merchantId} goods={editing.goods} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
