import { GAME_TYPES } from '@fortuna/contracts/catalogue';
import { useId } from 'react';
import { Field } from '../../ui/Field';
import type { VipLevelDraft } from './vip-draft';

type TextField = Exclude<keyof VipLevelDraft, 'rebate'>;

const FIELDS: { key: TextField; label: string }[] = [
  { key: 'nameEn', label: 'Name (EN)' },
  { key: 'nameTy', label: 'Name (TY)' },
  { key: 'validBetThreshold', label: 'Cumulative valid bet' },
  { key: 'depositThreshold', label: 'Cumulative deposits' },
  { key: 'upgradeBonus', label: 'Upgrade bonus' },
  { key: 'monthlyBonus', label: 'Monthly bonus' },
  { key: 'birthdayBonus', label: 'Birthday bonus' },
  { key: 'keepValidBet', label: 'Keep-level valid bet per period' },
];

/** One level of the VIP table being edited: names, thresholds, bonuses and rebate % per game area. */
export function VipLevelRowEditor({
  rank,
  draft,
  onChange,
}: {
  rank: number;
  draft: VipLevelDraft;
  onChange: (draft: VipLevelDraft) => void;
}) {
  const baseId = useId();
  return (
    <fieldset className="form-grid" data-testid={`vip-level-${rank}`}>
      <legend className="cell-strong">Level {rank}</legend>
      <div className="form-row">
        {FIELDS.map(({ key, label }) => (
          <Field key={key} label={label} htmlFor={`${baseId}-${key}`}>
            <input
              id={`${baseId}-${key}`}
              className="input"
              value={draft[key]}
              onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
              data-testid={`vip-${key}-${rank}`}
            />
          </Field>
        ))}
      </div>
      <div className="form-row">
        {GAME_TYPES.map((area) => (
          <Field key={area} label={`Rebate ${area} %`} htmlFor={`${baseId}-${area}`}>
            <input
              id={`${baseId}-${area}`}
              className="input"
              inputMode="decimal"
              value={draft.rebate[area]}
              placeholder="none"
              onChange={(event) => onChange({ ...draft, rebate: { ...draft.rebate, [area]: event.target.value } })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
