import { useI18n } from '../../i18n/i18n';
import { RawDetail } from '../common/RawDetail';
import { arrayField, field, numberField, record } from '../paytable-json';
import { lineColour } from '../slot-common/grid';
import { LineMini } from '../slot-common/LineMini';
import { Reels } from '../slot-common/Reels';
import { SlotReplayFrame } from '../slot-common/SlotReplayFrame';
import { CherryPay, SymbolPay } from '../slot-common/SymbolPay';
import { symbolName } from '../slot-common/symbol-names';
import { SlotSpriteHost } from '../slot-common/symbols';
import { slotInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { ClassicLineList } from './ClassicLineList';
import { ClassicPlay } from './ClassicPlay';
import { classicHighlight } from './classic-lines';
import { asClassicDetail } from './detail';
import '../slot-common/slots.css';
import '../slot-common/themes.css';

function ClassicReplay({ detail, currency, payout, compact }: ReplayProps) {
  const classic = asClassicDetail(detail);
  if (!classic) return <RawDetail detail={detail} />;
  return (
    <SlotReplayFrame theme="slot--fruit" compact={compact} payout={payout} currency={currency}>
      <Reels window={classic.window} highlight={classicHighlight(classic.lineWins)} mode="fruit" />
      {classic.lineWins.length > 0 && <ClassicLineList wins={classic.lineWins} currency={currency} />}
    </SlotReplayFrame>
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
          <SymbolPay key={symbol} symbol={symbol} name={symbolName(symbol, t)} pays={[['3×', three[symbol]]]} />
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
