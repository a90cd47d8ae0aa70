import {
  type ModeOdds,
  ODDS_TABLE_KINDS,
  type OddsTableKind,
  oddsModesOf,
  type VnOddsMode,
} from '@fortuna/contracts/lottery-odds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { merchantsQuery } from '../../../api/merchant-queries';
import { Badge } from '../../../ui/Badge';
import { Tabs } from '../../../ui/Tabs';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { dropOddsTable, ODDS_KEY, oddsTablesQuery, saveOddsTable } from '../api/lottery-ops.api';

const BET_TYPE_LABELS: Record<string, string> = {
  lo2: 'Lô 2 digits',
  de: 'Đề',
  ba_cang: '3 càng',
  dau: 'Đầu',
  duoi: 'Đuôi',
  xien2: 'Xiên 2',
  xien3: 'Xiên 3',
  xien4: 'Xiên 4',
  lo_truot4: 'Lô trượt 4',
};

const TABLE_LABELS: Record<OddsTableKind, string> = { vn: 'Vietnamese', keno: 'Keno', k3: 'K3', ssc: 'SSC' };

const SIDE_LABELS: Record<string, string> = {
  k3_side: 'K3 big / small / odd / even',
  'k3_triple:any': 'K3 any triple',
  k3_triple: 'K3 a given triple',
  k3_pair: 'K3 a given pair',
  ssc_digit: 'SSC a digit at a position',
  ssc_side: 'SSC big / small / odd / even',
  keno_sum: 'Keno sum big / small / odd / even',
};

/** The name of a row: a Vietnamese bet type, or an entry of a Keno, K3 or SSC pay table. */
function rowLabel(key: string): string {
  const [betType, first, second] = key.split(':');
  if (betType === 'keno' && second !== undefined) return `Keno ${first} spots, ${second} hits`;
  if (betType === 'k3_sum') return `K3 sum ${first}`;
  return BET_TYPE_LABELS[key] ?? SIDE_LABELS[key] ?? key;
}

const MODE_NOTES: Record<VnOddsMode, string> = {
  LOTT: 'The regional draws’ own mode: always offered (defaults until a table is saved).',
  ZY: 'A second table beside LOTT and ELOTT: offered to players only once saved; they pick the mode when betting.',
  ELOTT: 'The fast draws’ own mode: always offered (defaults until a table is saved).',
};

/** The RTP of typed odds, from the server's RTP at the saved odds (RTP grows with the odds). */
function rtpAt(row: ModeOdds['odds'][number], typed: number): number {
  return row.odds > 0 ? (row.rtp * typed) / row.odds : 0;
}

/**
 * A merchant's odds per prize mode (× the stake per point): the Vietnamese bet types, or the pay tables of
 * Keno, K3 and SSC (ELOTT). Saving is audited; tickets already placed keep the odds they were placed with.
 * A table returning more than 100% is refused.
 */
export function OddsTablesPanel() {
  const merchants = useQuery(merchantsQuery);
  const [merchantChoice, setMerchantChoice] = useState<number | undefined>();
  const merchantId = merchantChoice ?? merchants.data?.[0]?.id;
  const [kind, setKind] = useState<OddsTableKind>('vn');
  const [modeChoice, setMode] = useState<VnOddsMode>('LOTT');
  const modes = oddsModesOf(kind);
  const mode = modes.includes(modeChoice) ? modeChoice : (modes[0] ?? 'ELOTT');
  const tables = useQuery({ ...oddsTablesQuery(merchantId ?? 0, kind), enabled: merchantId !== undefined });
  const table = tables.data?.find((entry) => entry.prizeMode === mode);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (table) setValues(Object.fromEntries(table.odds.map((row) => [row.betType, String(row.odds)])));
  }, [table]);
  const queryClient = useQueryClient();
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: ODDS_KEY });
  };
  const save = useMutation({
    mutationFn: () =>
      saveOddsTable(
        merchantId ?? 0,
        kind,
        mode,
        Object.fromEntries(Object.entries(values).map(([betType, text]) => [betType, Math.round(Number(text) * 100)])),
      ),
    onSuccess: () => done(`${mode} odds saved: they apply to tickets placed from now on`),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const drop = useMutation({
    mutationFn: () => dropOddsTable(merchantId ?? 0, kind, mode),
    onSuccess: () => done(mode === 'ZY' ? 'ZY is no longer offered' : `${mode} is back to the default odds`),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const invalid = Object.values(values).some((text) => !(Number(text) > 0) || !/^\d+(\.\d{1,2})?$/.test(text));
  return (
    <details className="card lottery-odds" data-testid="lottery-odds-panel">
      <summary className="lottery-odds__summary">Odds per merchant and prize mode</summary>
      <div className="card-toolbar filter-bar">
        <MerchantFilter
          merchants={merchants.data ?? []}
          merchantId={merchantId}
          onChange={setMerchantChoice}
          testId="lottery-odds-merchant"
        />
        <Tabs
          label="Bet types"
          active={kind}
          onChange={setKind}
          tabs={ODDS_TABLE_KINDS.map((key) => ({ key, label: TABLE_LABELS[key] }))}
        />
        <Tabs label="Prize mode" active={mode} onChange={setMode} tabs={modes.map((key) => ({ key, label: key }))} />
        {table ? (
          <Badge tone={table.custom ? 'success' : 'neutral'}>{table.custom ? 'merchant table' : 'defaults'}</Badge>
        ) : null}
      </div>
      <p className="muted lottery-odds__note">
        {kind === 'vn'
          ? MODE_NOTES[mode]
          : `${TABLE_LABELS[kind]} pays this table on the merchant’s site (ELOTT; defaults until a table is saved). Each ticket keeps the table in force when it is placed.`}
      </p>
      {table ? (
        <div className="table-wrap">
          <table className="table" data-testid="lottery-odds-table">
            <thead>
              <tr>
                <th scope="col">Bet type</th>
                <th scope="col">Odds (× stake per point)</th>
                <th scope="col">{kind === 'vn' ? 'RTP (North, 27 prizes)' : 'RTP (exact)'}</th>
              </tr>
            </thead>
            <tbody>
              {table.odds.map((row) => {
                const typed = Number(values[row.betType] ?? row.odds);
                const rtp = rtpAt(row, typed);
                return (
                  <tr key={row.betType}>
                    <td>{rowLabel(row.betType)}</td>
                    <td>
                      <input
                        className="input input-sm"
                        inputMode="decimal"
                        aria-label={`Odds of ${rowLabel(row.betType)}`}
                        value={values[row.betType] ?? ''}
                        onChange={(event) =>
                          setValues((current) => ({ ...current, [row.betType]: event.target.value }))
                        }
                        data-testid={`lottery-odds-${row.betType.replaceAll(':', '-')}`}
                      />
                    </td>
                    <td className={rtp > 1 ? 'lottery-danger' : undefined}>{(rtp * 100).toFixed(2)}%</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="card-toolbar">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={merchantId === undefined || !table || invalid || save.isPending}
          onClick={() => save.mutate()}
          data-testid="lottery-odds-save"
        >
          Save {mode} odds
        </button>
        {table?.custom ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={drop.isPending}
            onClick={() => {
              const question = mode === 'ZY' ? 'Stop offering ZY to players?' : `Return ${mode} to the default odds?`;
              if (window.confirm(question)) drop.mutate();
            }}
          >
            {mode === 'ZY' ? 'Stop offering ZY' : 'Back to defaults'}
          </button>
        ) : null}
      </div>
    </details>
  );
}
