import { useI18n } from '../../i18n/i18n';
import { arrayField, numberField, record, textField } from '../paytable-json';
import type { PaytableProps } from '../types';
import { BET_PAYS } from './chips';
import { BACCARAT_BETS, type BaccaratBet } from './detail';

const isBet = (value: string | null): value is BaccaratBet =>
  value !== null && (BACCARAT_BETS as readonly string[]).includes(value);

/** Rules of the coup, the third-card tableau, and each bet's pays and RTP from the server's paytable. */
export function BaccaratPaytable({ paytable }: PaytableProps) {
  const { t, language } = useI18n();
  const bets = arrayField(paytable, 'bets').flatMap((entry) => {
    const line = record(entry);
    const bet = line ? textField(line, 'bet') : null;
    if (!line || !isBet(bet)) return [];
    return [{ bet, pays: textField(line, 'pays'), rtp: numberField(line, 'rtp', 'value') }];
  });
  const decks = numberField(paytable, 'shoe', 'decks');
  const payoutRule = textField(paytable, 'payout');
  return (
    <div className="paytable baccarat-paytable">
      <p>{t('baccarat.rules', { decks: decks ?? 8 })}</p>
      <p>{t('baccarat.rulesValues')}</p>
      <h4>{t('baccarat.tableauTitle')}</h4>
      <ul className="baccarat-paytable__rules">
        <li>{t('baccarat.tableauNatural')}</li>
        <li>{t('baccarat.tableauPlayer')}</li>
        <li>{t('baccarat.tableauBankerStood')}</li>
        <li>{t('baccarat.tableauBankerDrew')}</li>
      </ul>
      <table className="table">
        <thead>
          <tr>
            <th>{t('baccarat.betColumn')}</th>
            <th>{t('baccarat.paysColumn')}</th>
            <th>RTP</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((line) => (
            <tr key={line.bet}>
              <td>
                <strong>{t(`baccarat.bet.${line.bet}`)}</strong>
                <div className="muted small">{t(`baccarat.betRule.${line.bet}`)}</div>
              </td>
              <td>{BET_PAYS[line.bet]}</td>
              <td>{line.rtp === null ? '—' : `${(line.rtp * 100).toFixed(2)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t('baccarat.commissionRule')}</p>
      {language === 'EN' && payoutRule && (
        <ul className="technical">
          <li>
            <code>{payoutRule}</code>
          </li>
        </ul>
      )}
    </div>
  );
}
