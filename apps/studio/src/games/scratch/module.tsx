import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { numberField, textField } from '../paytable-json';
import { scratchInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asScratchDetail } from './detail';
import { PrizeTable } from './PrizeTable';
import { ScratchCard } from './ScratchCard';
import { ScratchPlay } from './ScratchPlay';
import { ScratchSymbolDefs } from './symbols';
import './scratch.css';

const NONE = new Set<number>();

function ScratchReplay({ detail, currency, stake, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const ticket = asScratchDetail(detail);
  if (!ticket) return <RawDetail detail={detail} />;
  return (
    <div className={`scratch-replay${compact ? ' scratch-replay--compact' : ''}`}>
      <ScratchSymbolDefs />
      <div className="scratch__ticket">
        <ScratchCard
          cells={ticket.cells}
          ticketKey="replay"
          foil={false}
          scratchable={false}
          uncovered={NONE}
          winning={new Set(ticket.winningCells)}
          onUncover={() => undefined}
        />
      </div>
      <p className="scratch-replay__result">
        {ticket.symbol ? (
          <>
            {t('scratch.threeOf', { symbol: t(`scratch.symbol.${ticket.symbol}`) })} · ×{ticket.prize}{' '}
            <strong className="text-win big-number">{formatMinor(payout, currency)}</strong>
          </>
        ) : (
          <>
            {t('scratch.noWin')} <strong className="big-number">{formatMinor(payout, currency)}</strong>
          </>
        )}
        <span className="muted small"> · {t('scratch.price', { price: formatMinor(stake, currency) })}</span>
      </p>
    </div>
  );
}

function ScratchPaytable({ paytable, currency }: PaytableProps) {
  const { t } = useI18n();
  const rtp = numberField(paytable, 'rtp', 'value');
  const hitRate = numberField(paytable, 'hitRate');
  const exact = textField(paytable, 'rtp', 'exact');
  const outcome = textField(paytable, 'outcome');
  return (
    <div className="paytable scratch-paytable">
      <ScratchSymbolDefs />
      <p>{t('scratch.rules')}</p>
      <p>{t('scratch.rulesFixed')}</p>
      <PrizeTable price={null} currency={currency} />
      <ul className="scratch-paytable__facts">
        {rtp !== null && <li>{t('scratch.rtp', { rtp: (rtp * 100).toFixed(2) })}</li>}
        {hitRate !== null && <li>{t('scratch.hitRate', { rate: (hitRate * 100).toFixed(2) })}</li>}
      </ul>
      <TechnicalLines lines={[exact ? `RTP = ${exact}` : null, outcome || null]} />
    </div>
  );
}

export const scratchModule: GameModule = {
  Play: ScratchPlay,
  Replay: ScratchReplay,
  Paytable: ScratchPaytable,
  summarize(round, t) {
    const ticket = asScratchDetail(round.detail);
    if (!ticket) return '';
    return ticket.symbol
      ? `${t('scratch.threeOf', { symbol: t(`scratch.symbol.${ticket.symbol}`) })} ×${ticket.prize}`
      : t('scratch.noWin');
  },
  exampleChoices: { stake: '1000' },
  inputChoices: scratchInputChoices,
};
