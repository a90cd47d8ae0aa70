import { GAME_TYPES, type GameType } from '@fortuna/contracts/catalogue';
import type { PointsConfig } from '@fortuna/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { Alert, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { settingsQuery, useSaveSettings } from './points.api';

type Draft = { rates: Record<GameType, string>; convertPerPoint: string };

const plain = (amount: string) => amount.replace(/\.00$/, '');
function draftOf(config: PointsConfig): Draft {
  const rates = Object.fromEntries(GAME_TYPES.map((type) => [type, ''])) as Record<GameType, string>;
  for (const rate of config.rates) rates[rate.gameType] = plain(rate.validBetPerPoint.amount);
  return { rates, convertPerPoint: plain(config.convertPerPoint.amount) };
}

/** Point rates per game area (valid bet that earns one point) and the convert rate. */
export function RatesPanel({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const settings = useQuery(settingsQuery(merchantId));
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) return <ErrorBlock error={settings.error} onRetry={() => void settings.refetch()} />;
  return <RatesForm key={merchantId} merchantId={merchantId} canManage={canManage} config={settings.data} />;
}

function RatesForm({
  merchantId,
  canManage,
  config,
}: {
  merchantId: number;
  canManage: boolean;
  config: PointsConfig;
}) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rates = Object.fromEntries(
      GAME_TYPES.flatMap((type) => (draft.rates[type] ? [[type, draft.rates[type]]] : [])),
    );
    save.mutate(
      { merchantId, body: { rates, convertPerPoint: draft.convertPerPoint || '0' } },
      { onSuccess: () => toast.success('Point rates saved') },
    );
  };

  return (
    <section className="card" data-testid="points-rates">
      <h2 className="card-title">Point rates</h2>
      <p className="muted">
        Valid bet that earns one point in each game area (empty: the area earns none). Points never expire.
      </p>
      <form className="form-grid" onSubmit={handleSubmit} noValidate>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="form-row form-row-wrap">
          {GAME_TYPES.map((type) => (
            <Field key={type} label={type} htmlFor={`points-rate-${type}`}>
              <input
                id={`points-rate-${type}`}
                className="input"
                inputMode="decimal"
                disabled={!canManage}
                value={draft.rates[type]}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    rates: { ...current.rates, [type]: event.target.value.trim() },
                  }))
                }
              />
            </Field>
          ))}
        </div>
        <div className="form-row">
          <Field label="Balance per point when converting" htmlFor="points-convert" hint="0: converting is off">
            <input
              id="points-convert"
              className="input"
              inputMode="decimal"
              disabled={!canManage}
              value={draft.convertPerPoint}
              onChange={(event) => setDraft((current) => ({ ...current, convertPerPoint: event.target.value.trim() }))}
            />
          </Field>
        </div>
        {canManage ? (
          <div>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save rates'}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
