import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { arrayField, field, numberField, record, textField } from '../paytable-json';
import { Reels } from '../slot-common/Reels';
import { symbolName } from '../slot-common/symbol-names';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asJackpotDetail, jackpotHighlight } from './detail';
import { JackpotMeter } from './JackpotMeter';
import { JackpotPlay } from './JackpotPlay';
import { jackpotInputChoices } from './jackpot-choices';
import { paytablePool } from './jackpot-pool';
import '../slot-common/slots.css';
import '../slot-common/themes.css';

function JackpotReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const round = asJackpotDetail(detail);
  if (!round) return <pre className="raw-detail">{JSON.stringify(detail, null, 2)}</pre>;
  return (
    <div className={`slot-replay slot--jackpot${compact ? ' slot-replay--compact' : ''}`}>
      <SlotSpriteHost />
      {round.jackpotHit && (
        <p className="jackpot-replay__hit" data-testid="jackpot-hit">
          <SymbolIcon symbol="JACKPOT" className="inline-symbol" /> {t('jackpot.won')}
          {round.jackpotWin !== null && `: ${formatMinor(round.jackpotWin, currency)}`}
        </p>
      )}
      <Reels window={round.window} highlight={jackpotHighlight(round)} mode="jackpot" />
      <p className="slot-replay__total">
        {round.line.map((symbol) => symbolName(symbol, t)).join(' · ')} —{' '}
        {round.pay > 0
          ? `${t('jackpot.baseWin')} ×${round.pay}`
          : round.jackpotHit
            ? t('jackpot.hit')
            : t('slots.noWin')}
      </p>
      <p className="slot-replay__total">
        {t('money.totalWin')}:{' '}
        <strong className={payout > 0n ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
      </p>
    </div>
  );
}

function percent(value: number | null): string {
  return value === null ? '—' : `${Math.round(value * 10_000) / 100}%`;
}

function JackpotPaytable({ paytable, currency }: PaytableProps) {
  const { t } = useI18n();
  const symbols = arrayField(paytable, 'symbols').filter((s): s is string => typeof s === 'string');
  const three = record(field(paytable, 'threeOfAKind')) ?? {};
  const pool = paytablePool(paytable);
  const share = percent(numberField(paytable, 'rtp', 'contribution'));
  const chance = textField(paytable, 'jackpot', 'hitProbability') ?? '—';
  const cherries = [
    { count: 2, pay: numberField(paytable, 'cherries', 'reels1and2'), label: t('slots.twoCherries') },
    { count: 1, pay: numberField(paytable, 'cherries', 'reel1'), label: t('slots.oneCherry') },
  ];
  return (
    <div className="paytable slot-paytable">
      <SlotSpriteHost />
      {pool !== null && <JackpotMeter pool={pool} currency={currency} />}
      <p>{t('jackpot.rules')}</p>
      <div className="symbol-pay symbol-pay--wide">
        <SymbolIcon symbol="JACKPOT" />
        <div>
          <strong>{t('jackpot.meter')}</strong>
          <p className="small">{t('jackpot.poolRule', { share, chance })}</p>
        </div>
      </div>
      <h3>{t('jackpot.pays')}</h3>
      <div className="symbol-pays">
        {symbols
          .filter((symbol) => symbol !== 'JACKPOT')
          .map((symbol) => (
            <div className="symbol-pay" key={symbol}>
              <SymbolIcon symbol={symbol} />
              <div>
                <strong>{symbolName(symbol, t)}</strong>
                <dl>
                  <div>
                    <dt>3×</dt>
                    <dd>{typeof three[symbol] === 'number' ? three[symbol] : '—'}</dd>
                  </div>
                </dl>
              </div>
            </div>
          ))}
      </div>
      <h3>{t('jackpot.cherries')}</h3>
      <div className="symbol-pays">
        {cherries.map(({ count, pay, label }) => (
          <div className="symbol-pay" key={count}>
            <span className="cherry-row">
              {Array.from({ length: count }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions.
                <SymbolIcon key={i} symbol="CHERRY" className="inline-symbol" />
              ))}
            </span>
            <div>
              <strong>{label}</strong>
              <dl>
                <div>
                  <dt>×</dt>
                  <dd>{pay ?? '—'}</dd>
                </div>
              </dl>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export const jackpotModule: GameModule = {
  Play: JackpotPlay,
  Replay: JackpotReplay,
  Paytable: JackpotPaytable,
  summarize(round, t) {
    const detail = asJackpotDetail(round.detail);
    if (!detail) return '';
    if (detail.jackpotHit) return t('jackpot.hit');
    return detail.line.map((symbol) => symbolName(symbol, t)).join(' · ');
  },
  exampleChoices: { stake: '100' },
  inputChoices: jackpotInputChoices,
};
