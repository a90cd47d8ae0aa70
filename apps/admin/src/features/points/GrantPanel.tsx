import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { Alert } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { useGrantPoints } from './points.api';

/** Adds points to a member by hand, with a remark the member reads on the record (audited). */
export function GrantPanel({ merchantId }: { merchantId: number }) {
  const grant = useGrantPoints();
  const [username, setUsername] = useState('');
  const [points, setPoints] = useState('');
  const [remark, setRemark] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    grant.mutate(
      { merchantId, body: { username: username.trim(), points: Number(points), remark: remark.trim() } },
      {
        onSuccess: (record) => {
          toast.success(`${username}: +${record.changedPoints} points (balance ${record.balance})`);
          setPoints('');
          setRemark('');
        },
      },
    );
  };

  return (
    <section className="card" data-testid="points-grant">
      <h2 className="card-title">Add points to a member</h2>
      <form className="form-grid" onSubmit={handleSubmit} noValidate>
        {grant.isError ? <Alert>{errorMessage(grant.error)}</Alert> : null}
        <div className="form-row">
          <Field label="Username" htmlFor="points-grant-user">
            <input
              id="points-grant-user"
              className="input"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              data-testid="points-grant-user"
            />
          </Field>
          <Field label="Points" htmlFor="points-grant-points">
            <input
              id="points-grant-points"
              className="input"
              inputMode="numeric"
              value={points}
              onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
              data-testid="points-grant-points"
            />
          </Field>
          <Field label="Remark (the member reads it)" htmlFor="points-grant-remark">
            <input
              id="points-grant-remark"
              className="input"
              maxLength={200}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
              data-testid="points-grant-remark"
            />
          </Field>
        </div>
        <div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={grant.isPending}
            data-testid="points-grant-submit"
          >
            {grant.isPending ? 'Saving…' : 'Add points'}
          </button>
        </div>
      </form>
    </section>
  );
}
