import { digitsOf, type SeaBetType } from '@fortuna/games/lottery/sea-bets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNumber, orderingsOf } from '../logic/sea-entry';

interface SeaNumberEntryProps {
  betType: SeaBetType;
  picked: string[];
  onChange: (picked: string[]) => void;
}

/**
 * Typed entry of SEA numbers (4 digits for 4D; 1, 2 or 3 for the Thai bet types), a random pick, and the
 * entered numbers as chips with their i-Box or Box orderings.
 */
export function SeaNumberEntry({ betType, picked, onChange }: SeaNumberEntryProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const digits = digitsOf(betType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = addNumber(betType, picked, typed);
    setInvalid(next === null);
    if (next) {
      onChange(next);
      setTyped('');
    }
  };
  const random = () => {
    const number = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
    onChange(addNumber(betType, picked, number) ?? picked);
  };
  return (
    <section className="sea-entry">
      <form className="sea-entry__row" onSubmit={submit}>
        <input
          className="input sea-entry__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          placeholder={'0'.repeat(digits)}
          aria-label={t('lotterySea.enterNumber', { digits })}
          aria-invalid={invalid}
          data-testid="sea-number-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="btn btn--primary" data-testid="sea-number-add">
          {t('lotterySea.add')}
        </button>
        <button type="button" className="btn" onClick={random}>
          {t('lotterySea.random')}
        </button>
      </form>
      {invalid && <p className="field-error">{t('lotterySea.needDigits', { digits })}</p>}
      {picked.length > 0 && (
        <ul className="sea-entry__picked" data-testid="sea-picked">
          {picked.map((number) => {
            const orderings = orderingsOf(betType, number);
            return (
              <li key={number}>
                <button
                  type="button"
                  className="chip chip--active"
                  aria-label={t('lotterySea.remove', { number })}
                  onClick={() => onChange(picked.filter((entry) => entry !== number))}
                >
                  <b>{number}</b>
                  {orderings > 1 && (
                    <span className="sea-entry__perms">{t('lotterySea.orderings', { count: orderings })}</span>
                  )}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
