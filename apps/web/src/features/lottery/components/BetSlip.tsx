import { useTranslation } from 'react-i18next';
import { formatSiteMoney } from '../../../lib/money-display';

interface BetSlipProps {
  picked: readonly string[];
  /** Lines the ticket makes (0: not a valid ticket yet) and what it costs, as the page's draws count them. */
  lines: number;
  total: bigint;
  /** Why the numbers do not make a ticket yet, or what they make (i-Box orderings…). */
  note?: string | null;
  stakeMajor: number;
  onStake: (major: number) => void;
  stakeChoices: number[];
  isPlacing: boolean;
  isClosed: boolean;
  error: string | null;
  onConfirm: () => void;
}

/**
 * The bet slip of every lottery page: the numbers, the stake per point, the lines and the total, and the
 * confirm button.
 */
export function BetSlip(props: BetSlipProps) {
  const { t } = useTranslation();
  const { picked, stakeMajor, lines, total } = props;
  return (
    <section className="lottery-slip" data-testid="lottery-slip">
      <h2 className="lottery-slip__title">{t('lottery.slip')}</h2>
      {picked.length === 0 ? (
        <p className="lottery-empty">{t('lottery.slipEmpty')}</p>
      ) : (
        <p className="lottery-slip__numbers" data-testid="lottery-slip-numbers">
          {[...picked].sort().join(' ')}
        </p>
      )}
      {props.note && (
        <p className="lottery-slip__note" data-testid="lottery-slip-note">
          {props.note}
        </p>
      )}
      <fieldset className="lottery-slip__stakes lottery-fieldset" aria-label={t('lottery.stakePerPoint')}>
        <span className="field-label">{t('lottery.stakePerPoint')}</span>
        {props.stakeChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`chip${choice === stakeMajor ? ' chip--active' : ''}`}
            aria-pressed={choice === stakeMajor}
            onClick={() => props.onStake(choice)}
          >
            {formatSiteMoney(BigInt(choice) * 100n)}
          </button>
        ))}
      </fieldset>
      <div className="lottery-slip__total">
        <span>{t('lottery.lines', { count: lines })}</span>
        <span>
          {t('lottery.total')} <strong data-testid="lottery-slip-total">{formatSiteMoney(total)}</strong>
        </span>
      </div>
      {props.error && (
        <p className="field-error" role="alert" data-testid="lottery-slip-error">
          {props.error}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary lottery-slip__confirm"
        disabled={lines === 0 || props.isPlacing || props.isClosed}
        onClick={props.onConfirm}
        data-testid="lottery-confirm"
      >
        {props.isPlacing ? t('lottery.placing') : t('lottery.confirm')}
      </button>
    </section>
  );
}
