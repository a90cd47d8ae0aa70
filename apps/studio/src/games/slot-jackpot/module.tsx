import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { arrayField, field, numberField, record, textField } from '../paytable-json';
import { Reels } from '../slot-common/Reels';
import { SlotReplayFrame } from '../slot-common/SlotReplayFrame';
import { CherryPay, SymbolPay } from '../slot-common/SymbolPay';
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
  if (!round) return <RawDetail detail={detail} />;
  return (
    <SlotReplayFrame theme="slot--jackpot" compact={compact} payout={payout} currency={currency}>
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
    </SlotReplayFrame>
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
      <SymbolPay wide symbol="JACKPOT" name={t('jackpot.meter')} note={t('jackpot.poolRule', { share, chance })} />
      <h3>{t('jackpot.pays')}</h3>
      <div className="symbol-pays">
        {symbols
          .filter((symbol) => symbol !== 'JACKPOT')
          .map((symbol) => (
            <SymbolPay key={symbol} symbol={symbol} name={symbolName(symbol, t)} pays={[['3×', three[symbol]]]} />
          ))}
      </div>
      <h3>{t('jackpot.cherries')}</h3>
      <div className="symbol-pays">
        {cherries.map(({ count, pay, label }) => (
          <CherryPay key={count} count={count} pay={pay} label={label} />
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
