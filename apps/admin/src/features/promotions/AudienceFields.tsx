import { PROMO_AUDIENCES } from '@fortuna/contracts/promotions';
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field';
import type { TextKey } from './PromotionFormDialog';
import type { PromotionDraft } from './promotion-draft';
import { AUDIENCE_LABELS } from './raffle-audience-draft';

interface AudienceFieldsProps {
  draft: PromotionDraft;
  errors: Record<string, string>;
  change: (changes: Partial<PromotionDraft>) => void;
  input: (key: TextKey, label: string, errorKey: string, props?: { hint?: string }) => ReactNode;
}

/** Who sees and may claim the promotion, and the levels, days, agents or members that define it. */
export function AudienceFields({ draft, errors, change, input }: AudienceFieldsProps) {
  const names = (key: 'agentUsernames' | 'memberUsernames', label: string, hint: string) => (
    <Field label={label} htmlFor={`promo-${key}`} error={errors[key] ?? errors.audience} hint={hint}>
      <textarea
        id={`promo-${key}`}
        className="input"
        rows={3}
        data-testid={`promo-${key}`}
        value={draft[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    </Field>
  );
  return (
    <div className="form-row">
      <Field label="Audience" htmlFor="promo-audience" hint="Others neither see nor claim it">
        <select
          id="promo-audience"
          className="input"
          data-testid="promo-audience"
          value={draft.audience}
          onChange={(event) => change({ audience: event.target.value as PromotionDraft['audience'] })}
        >
          {PROMO_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </select>
      </Field>
      {draft.audience === 'vip_levels'
        ? input('vipRanks', 'VIP ranks', 'audience', { hint: 'Comma-separated, e.g. 2, 3 (1 is the lowest level)' })
        : null}
      {draft.audience === 'new_members'
        ? input('newMemberDays', 'Registered within (days)', 'newMemberDays', {
            hint: 'Empty: registered since the promotion starts',
          })
        : null}
      {draft.audience === 'agent_teams'
        ? names('agentUsernames', 'Agents', 'Usernames; members anywhere under them are included')
        : null}
      {draft.audience === 'member_list' ? names('memberUsernames', 'Members', 'Usernames, one per line') : null}
    </div>
  );
}
