import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { numberField, record, textField } from '../paytable-json';
import { blackjackInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { BlackjackPlay } from './BlackjackPlay';
import { BlackjackTable } from './BlackjackTable';
import { asBlackjackView, handValue } from './detail';
import { finalFrame } from './table-frames';
import './blackjack.css';

function BlackjackReplay({ detail, currency, stake, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const view = asBlackjackView(detail);
  if (!view) return <RawDetail detail={detail} />;
  const settled = view.phase === 'settled';
  return (
    <div className={`bj-replay${compact ? ' bj-replay--compact' : ''}`}>
      <BlackjackTable
        frame={finalFrame(view)}
        view={view}
        currency={currency}
        showResults={settled}
        activeHand={settled ? null : view.active}
        compact={compact}
      />
      {settled && (
        <p className="bj-replay__total">
          {t('money.stake')} {formatMinor(stake, currency)} · {t('money.payout')}{' '}
          <strong className={payout > stake ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
        </p>
      )}
    </div>
  );
}

const PAYS = [
  ['blackjack', 'blackjack.result.blackjack'],
  ['win', 'blackjack.result.win'],
  ['push', 'blackjack.result.push'],
  ['insurance', 'blackjack.insurance'],
] as const;

function BlackjackPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const decks = numberField(paytable, 'shoe', 'decks') ?? 6;
  const pays = record(record(paytable)?.pays) ?? {};
  return (
    <div className="paytable bj-paytable">
      <p>{t('blackjack.rules')}</p>
      <h3>{t('blackjack.pays')}</h3>
      <dl className="facts">
        {PAYS.map(([key, label]) => {
          const value = textField(pays, key);
          return value === null ? null : (
            <div key={key} className="bj-paytable__row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
      <ul className="bj-paytable__rules">
        <li>{t('blackjack.rule.decks', { decks })}</li>
        <li>{t('blackjack.rule.dealer')}</li>
        <li>{t('blackjack.rule.blackjack')}</li>
        <li>{t('blackjack.rule.insurance')}</li>
        <li>{t('blackjack.rule.double')}</li>
        <li>{t('blackjack.rule.split')}</li>
        <li>{t('blackjack.rule.surrender')}</li>
      </ul>
      <p className="muted small">{t('blackjack.shortcuts')}</p>
    </div>
  );
}

export const blackjackModule: GameModule = {
  Play: BlackjackPlay,
  Replay: BlackjackReplay,
  Paytable: BlackjackPaytable,
  summarize(round, t) {
    const view = asBlackjackView(round.detail);
    if (!view) return '';
    const dealer = handValue(view.dealer).total;
    return view.hands
      .map((hand) => {
        const line = t('blackjack.vsDealer', { player: handValue(hand.cards).total, dealer });
        return hand.result ? `${line} · ${t(`blackjack.result.${hand.result}`)}` : line;
      })
      .join(' | ');
  },
  exampleChoices: { stake: '1000', actions: ['stand'] },
  inputChoices: blackjackInputChoices,
  interactive: true,
  awaitsPlayer: (round) => {
    const view = asBlackjackView(round.detail);
    return view !== null && view.phase !== 'settled';
  },
};
