import { type FormatPayTable, formatPayoutTable } from '@fortuna/games/lottery/fast/formats';
import { KENO_BALLS, KENO_MAX_SPOTS, kenoBall } from '@fortuna/games/lottery/fast/keno';
import { useTranslation } from 'react-i18next';
import { formatSiteMultiplier } from '../../../lib/money-display';
import { kenoQuickPick, toggleKenoBall } from '../logic/format-picks';

interface KenoPickerProps {
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** The merchant's pay table in force (the defaults until the window has opened). */
  payTable?: FormatPayTable;
}

const BOARD = Array.from({ length: KENO_BALLS }, (_, index) => kenoBall(index + 1));
const SPOT_COUNTS = Array.from({ length: KENO_MAX_SPOTS }, (_, index) => index + 1);

/** The Keno board: 1–80, up to 10 spots, quick picks of 1–10 balls, and the merchant's pay table of the spots picked. */
export function KenoPicker({ picked, onChange, payTable }: KenoPickerProps) {
  const { t } = useTranslation();
  const chosen = new Set(picked);
  const spotTable = picked.length > 0 ? formatPayoutTable('keno', picked, payTable) : {};
  const table = Object.entries(spotTable).sort(([a], [b]) => Number(b) - Number(a));
  return (
    <section className="lottery-picker">
      <fieldset className="lottery-picker__quick lottery-fieldset" aria-label={t('lotteryFormats.quickPick')}>
        <span className="field-label">{t('lotteryFormats.quickPick')}</span>
        {SPOT_COUNTS.map((count) => (
          <button
            key={count}
            type="button"
            className="chip"
            data-testid={`keno-quick-${count}`}
            onClick={() => onChange(kenoQuickPick(count))}
          >
            {count}
          </button>
        ))}
        <button type="button" className="chip chip--muted" onClick={() => onChange([])}>
          {t('lottery.quick.clear')}
        </button>
      </fieldset>
      <p className="keno-count" data-testid="keno-count">
        {t('lotteryFormats.picked', { count: picked.length, max: KENO_MAX_SPOTS })}
      </p>
      <div className="lottery-grid keno-grid" data-testid="lottery-grid">
        {BOARD.map((ball) => (
          <button
            key={ball}
            type="button"
            className={`lottery-grid__cell${chosen.has(ball) ? ' is-picked' : ''}`}
            aria-pressed={chosen.has(ball)}
            disabled={!chosen.has(ball) && picked.length >= KENO_MAX_SPOTS}
            data-testid={`lottery-pick-${ball}`}
            onClick={() => onChange(toggleKenoBall(picked, ball))}
          >
            {ball}
          </button>
        ))}
      </div>
      {table.length > 0 && (
        <table className="keno-paytable" data-testid="keno-paytable">
          <caption>{t('lotteryFormats.payTable', { count: picked.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lotteryFormats.hitsColumn')}</th>
              <th scope="col">{t('lotteryFormats.paysColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {table.map(([hits, hundredths]) => (
              <tr key={hits}>
                <td>{hits}</td>
                <td>× {formatSiteMultiplier(hundredths)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
