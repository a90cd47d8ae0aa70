import { GAME_TYPES, type GameType } from '@fortuna/contracts/catalogue';
import { CASHBACK_PERIODS, type CashbackPeriod, MISSION_TASKS, type MissionTask } from '@fortuna/contracts/promotions';
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field';
import type { TextKey } from './PromotionFormDialog';
import { CASHBACK_PERIOD_LABELS, MISSION_TASK_LABELS, type PromotionDraft } from './promotion-draft';

interface MissionRuleFieldsProps {
  draft: PromotionDraft;
  errors: Record<string, string>;
  change: (changes: Partial<PromotionDraft>) => void;
  input: (key: TextKey, label: string, errorKey: string, props?: { hint?: string }) => ReactNode;
}

/** A mission's task, target, area, period and reward; or a leaderboard's period, area and prize table. */
export function MissionRuleFields({ draft, errors, change, input }: MissionRuleFieldsProps) {
  const isMission = draft.kind === 'mission';
  const usesArea = !isMission || draft.missionTask === 'rounds' || draft.missionTask === 'valid_bet';
  return (
    <>
      <div className="form-row">
        {isMission ? (
          <Field label="Task" htmlFor="promo-mission-task" error={errors['rule.task']}>
            <select
              id="promo-mission-task"
              className="input"
              data-testid="promo-mission-task"
              value={draft.missionTask}
              onChange={(event) => change({ missionTask: event.target.value as MissionTask })}
            >
              {MISSION_TASKS.map((task) => (
                <option key={task} value={task}>
                  {MISSION_TASK_LABELS[task]}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label="Period" htmlFor="promo-mission-period" hint="Local days in the merchant's payment time zone">
          <select
            id="promo-mission-period"
            className="input"
            data-testid="promo-mission-period"
            value={draft.cashbackPeriod}
            onChange={(event) => change({ cashbackPeriod: event.target.value as CashbackPeriod })}
          >
            {CASHBACK_PERIODS.map((period) => (
              <option key={period} value={period}>
                {CASHBACK_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </Field>
        {usesArea ? (
          <Field label="Game area" htmlFor="promo-mission-area" error={errors['rule.gameType']}>
            <select
              id="promo-mission-area"
              className="input"
              data-testid="promo-mission-area"
              value={draft.gameType}
              onChange={(event) => change({ gameType: event.target.value as GameType | '' })}
            >
              <option value="">Every game</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      {isMission ? (
        <div className="form-row">
          {input('target', 'Target', 'rule.target', {
            hint: 'Rounds or days: a whole number (days: at most 7 a week); valid bet or deposit: an amount',
          })}
          {input('amount', 'Reward', 'rule.reward')}
        </div>
      ) : (
        input('prizes', 'Prizes (rank 1, rank 2, …)', 'rule.prizes', {
          hint: 'Comma-separated; paid once when the period ends',
        })
      )}
    </>
  );
}
