import { BET_TYPE_RULES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numbersOf, parseTyped, type QuickPick, quickPick } from '../logic/pick-logic';

interface NumberPickerProps {
  betType: LotteryBetType;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
}

const QUICK_PICKS: QuickPick[] = [{ kind: 'even' }, { kind: 'odd' }, { kind: 'doubles' }];

/** The pick grid (0–9, 00–99; typed list only for 3 càng), quick picks and a typed list. */
export function NumberPicker({ betType, picked, onChange }: NumberPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const rule = BET_TYPE_RULES[betType];
  const chosen = new Set(picked);
  const toggle = (number: string) =>
    onChange(chosen.has(number) ? picked.filter((item) => item !== number) : [...picked, number]);
  const addTyped = () => {
    const numbers = parseTyped(typed, betType);
    setTypedError(numbers === null);
    if (!numbers) return;
    onChange([...new Set([...picked, ...numbers])]);
    setTyped('');
  };
  const hasGrid = rule.digits <= 2;
  const hasQuickPicks = rule.digits === 2 && rule.shape === 'single';
  return (
    <section className="lottery-picker">
      {hasQuickPicks && (
        <fieldset className="lottery-picker__quick lottery-fieldset" aria-label={t('lottery.pick')}>
          {QUICK_PICKS.map((pick) => (
            <button key={pick.kind} type="button" className="chip" onClick={() => onChange(quickPick(pick))}>
              {t(`lottery.quick.${pick.kind as 'even'}`)}
            </button>
          ))}
          {Array.from({ length: 10 }, (_, digit) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the digit is the key
              key={digit}
              type="button"
              className="chip"
              onClick={() => onChange(quickPick({ kind: 'head', digit }))}
            >
              {t('lottery.quick.head', { digit })}
            </button>
          ))}
          <button type="button" className="chip chip--muted" onClick={() => onChange([])}>
            {t('lottery.quick.clear')}
          </button>
        </fieldset>
      )}
      {hasGrid && (
        <div className={`lottery-grid lottery-grid--d${rule.digits}`} data-testid="lottery-grid">
          {numbersOf(betType).map((number) => (
            <button
              key={number}
              type="button"
              className={`lottery-grid__cell${chosen.has(number) ? ' is-picked' : ''}`}
              aria-pressed={chosen.has(number)}
              data-testid={`lottery-pick-${number}`}
              onClick={() => toggle(number)}
            >
              {number}
            </button>
          ))}
        </div>
      )}
      <div className="lottery-picker__typed">
        <label className="field-label" htmlFor="lottery-typed">
          {t('lottery.typed')}
        </label>
        <div className="lottery-picker__typed-row">
          <input
            id="lottery-typed"
            className="input"
            inputMode="numeric"
            value={typed}
            placeholder={t('lottery.typedPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') addTyped();
            }}
          />
          <button type="button" className="btn btn--secondary" onClick={addTyped}>
            {t('lottery.typedAdd')}
          </button>
        </div>
        {typedError && <p className="field-error">{t('lottery.typedInvalid', { digits: rule.digits })}</p>}
      </div>
    </section>
  );
}
