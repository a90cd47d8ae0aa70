import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { arrayField, field, numberField, record } from '../paytable-json';
import { lineColour } from '../slot-common/grid';
import { LineMini } from '../slot-common/LineMini';
import { Reels } from '../slot-common/Reels';
import { symbolName } from '../slot-common/symbol-names';
import { SlotSpriteHost, SymbolIcon } from '../slot-common/symbols';
import { slotInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { ClassicLineList } from './ClassicLineList';
import { ClassicPlay } from './ClassicPlay';
import { classicHighlight } from './classic-lines';
import { asClassicDetail } from './detail';
import '../slot-common/slots.css';
import '../slot-common/themes.css';

function ClassicReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const classic = asClassicDetail(detail);
  if (!classic) return <pre className="raw-detail">{JSON.stringify(detail, null, 2)}</pre>;
  return (
    <div className={`slot-replay slot--fruit${compact ? ' slot-replay--compact' : ''}`}>
      <SlotSpriteHost />
      <Reels window={classic.window} highlight={classicHighlight(classic.lineWins)} mode="fruit" />
      {classic.lineWins.length > 0 && <ClassicLineList wins={classic.lineWins} currency={currency} />}
      <p className="slot-replay__total">
        {t('money.totalWin')}:{' '}
        <strong className={payout > 0n ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
      </p>
    </div>
  );
}

function ClassicPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const symbols = arrayField(paytable, 'symbols').filter((s): s is string => typeof s === 'string');
  const three = record(field(paytable, 'threeOfAKind')) ?? {};
  const two = numberField(paytable, 'cherries', 'reels1and2');
  const one = numberField(paytable, 'cherries', 'reel1');
  const lines = arrayField(paytable, 'lines').filter(
    (rows): rows is number[] => Array.isArray(rows) && rows.every((r) => typeof r === 'number'),
  );
  return (
    <div className="paytable slot-paytable">
      <SlotSpriteHost />
      <p>{t('classic.rules')}</p>
      <h3>{t('slots.threeOfAKind')}</h3>
      <div className="symbol-pays">
        {symbols.map((symbol) => (
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
      <h3>{t('slots.cherries')}</h3>
      <div className="symbol-pays">
        <CherryPay count={2} pay={two} label={t('slots.twoCherries')} />
        <CherryPay count={1} pay={one} label={t('slots.oneCherry')} />
      </div>
      <h3>{t('classic.linesTitle')}</h3>
      <div className="paylines-grid">
        {lines.map((rows, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line numbers are positions.
          <LineMini key={i} rows={rows} gridRows={3} colour={lineColour(i + 1)} label={String(i + 1)} />
        ))}
      </div>
    </div>
  );
}

function CherryPay({ count, pay, label }: { count: number; pay: number | null; label: string }) {
  return (
    <div className="symbol-pay">
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
  );
}

export const classicModule: GameModule = {
  Play: ClassicPlay,
  Replay: ClassicReplay,
  Paytable: ClassicPaytable,
  summarize(round, t) {
    const classic = asClassicDetail(round.detail);
    if (!classic) return '';
    const lines = classic.lineWins.length;
    return lines > 0 ? t('slot.linesWon', { n: lines }) : t('slots.noWin');
  },
  exampleChoices: { coin: '20' },
  inputChoices: slotInputChoices,
};
