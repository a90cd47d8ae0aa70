import { RAFFLE_SOURCES, type RaffleSource } from '@fortuna/contracts/raffle';
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field';
import type { TextKey } from './PromotionFormDialog';
import type { PromotionDraft } from './promotion-draft';
import { RAFFLE_SOURCE_LABELS } from './raffle-audience-draft';

interface RaffleRuleFieldsProps {
  draft: PromotionDraft;
  change: (changes: Partial<PromotionDraft>) => void;
  input: (key: TextKey, label: string, errorKey: string, props?: { hint?: string }) => ReactNode;
  seedHash: string | null;
}

/** A raffle's ticket source and step, prize tiers and whether winners claim; the published seed hash once saved. */
export function RaffleRuleFields({ draft, change, input, seedHash }: RaffleRuleFieldsProps) {
  return (
    <>
      <div className="form-row">
        <Field label="Tickets from" htmlFor="promo-raffle-source" hint="Counted from the start to the end (required)">
          <select
            id="promo-raffle-source"
            className="input"
            data-testid="promo-raffle-source"
            value={draft.raffleSource}
            onChange={(event) => change({ raffleSource: event.target.value as RaffleSource })}
          >
            {RAFFLE_SOURCES.map((source) => (
              <option key={source} value={source}>
                {RAFFLE_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </Field>
        {input('ticketEvery', 'One ticket per', 'rule.ticketEvery', { hint: 'Of the member’s total, rounded down' })}
        <Field label="Prizes" htmlFor="promo-raffle-claim" hint="Paid by the draw, or claimed by each winner">
          <select
            id="promo-raffle-claim"
            className="input"
            data-testid="promo-raffle-claim"
            value={draft.needsClaim ? 'claim' : 'paid'}
            onChange={(event) => change({ needsClaim: event.target.value === 'claim' })}
          >
            <option value="paid">Paid automatically at the draw</option>
            <option value="claim">Winners claim their prize</option>
          </select>
        </Field>
      </div>
      {input('raffleTiers', 'Prize tiers (prize x winners, …)', 'rule.prizeTiers', {
        hint: 'First tier drawn first; a member wins once at most; at most 200 winners',
      })}
      {seedHash ? (
        <p className="muted" data-testid="promo-raffle-hash">
          Published server seed hash: <span className="mono">{seedHash}</span> (the seed is revealed at the draw)
        </p>
      ) : (
        <p className="muted">The server seed is made when the raffle is created; its hash is published at once.</p>
      )}
    </>
  );
}
