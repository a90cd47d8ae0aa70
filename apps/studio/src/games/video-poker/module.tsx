import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { rtpText } from '../../shell/RulesPanel';
import { parseCardName } from '../../ui/cards/card-name';
import { RawDetail } from '../common/RawDetail';
import { numberField } from '../paytable-json';
import { videoPokerInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asVideoPokerView, winningCards } from './detail';
import { PayTable } from './PayTable';
import { PokerHandCards } from './PokerHandCards';
import { payRows } from './pay-table';
import { VideoPokerPlay } from './VideoPokerPlay';
import './video-poker.css';

/** Cards as a player reads them: 'Q♥ 10♠ 2♦'. */
function cardsText(cards: readonly string[]): string {
  return cards
    .map((name) => {
      const card = parseCardName(name);
      return card ? `${card.rankLabel}${card.suitSymbol}` : name;
    })
    .join(' ');
}

function VideoPokerReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const view = asVideoPokerView(detail);
  if (!view) return <RawDetail detail={detail} />;
  const settled = view.phase === 'settled';
  return (
    <div className={`vp-replay${compact ? ' vp-replay--compact' : ''}`}>
      {settled && (
        <div className="vp-replay__row">
          <span className="vp-replay__label">{t('videoPoker.deal')}</span>
          <PokerHandCards cards={view.dealt} held={view.held} highlight={[]} canHold={false} compact />
        </div>
      )}
      <div className="vp-replay__row">
        <span className="vp-replay__label">{settled ? t('videoPoker.draw') : t('videoPoker.deal')}</span>
        <PokerHandCards
          cards={settled ? view.final : view.dealt}
          held={[]}
          highlight={settled ? winningCards(view.final, view.hand) : []}
          canHold={false}
          compact
        />
      </div>
      {settled && (
        <p className="vp-replay__total">
          {view.hand === 'nothing'
            ? t('videoPoker.noWin')
            : t('videoPoker.winCoins', { hand: t(`videoPoker.hand.${view.hand}`), coins: view.payCoins })}
          {' · '}
          <strong className={payout > 0n ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
        </p>
      )}
    </div>
  );
}

function VideoPokerPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const fewer = numberField(paytable, 'rtp', 'fewerCoins', 'value');
  return (
    <div className="paytable vp-rules">
      <p>{t('videoPoker.rules')}</p>
      <PayTable rows={payRows(paytable)} coins={5} winning={null} />
      <ul className="vp-rules__list">
        <li>{t('videoPoker.rule.pays')}</li>
        <li>{t('videoPoker.rule.royal')}</li>
        <li>{t('videoPoker.maxHint')}</li>
        {fewer !== null && <li>{t('videoPoker.rtpFewer', { rtp: rtpText(fewer) })}</li>}
      </ul>
    </div>
  );
}

export const videoPokerModule: GameModule = {
  Play: VideoPokerPlay,
  Replay: VideoPokerReplay,
  Paytable: VideoPokerPaytable,
  summarize(round, t) {
    const view = asVideoPokerView(round.detail);
    if (!view) return '';
    if (view.phase !== 'settled') return cardsText(view.dealt);
    return `${t(`videoPoker.hand.${view.hand}`)} · ${cardsText(view.final)}`;
  },
  exampleChoices: { coinValue: '100', coins: 5, held: [true, true, false, false, false] },
  inputChoices: videoPokerInputChoices,
  interactive: true,
  awaitsPlayer: (round) => asVideoPokerView(round.detail)?.phase === 'draw',
};
