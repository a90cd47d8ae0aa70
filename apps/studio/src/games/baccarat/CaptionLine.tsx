import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import type { Caption } from './coup';
import type { BaccaratDetail } from './detail';

interface CaptionLineProps {
  status: 'dealing' | 'place' | null;
  captions: readonly Caption[];
  outcome: { winner: BaccaratDetail['winner']; payout: bigint; currency: string } | null;
}

/** The dealer's line: the third-card rule as it is applied, then the winner and the player's return. */
export function CaptionLine({ status, captions, outcome }: CaptionLineProps) {
  const { t } = useI18n();
  const sideName = (side: 'player' | 'banker') => t(side === 'player' ? 'baccarat.player' : 'baccarat.banker');
  const said = captions.map((caption) => {
    if (caption.kind === 'natural') {
      return caption.side === 'both'
        ? t('baccarat.naturalBoth')
        : t('baccarat.natural', { side: sideName(caption.side), total: caption.total });
    }
    return t(caption.kind === 'draws' ? 'baccarat.draws' : 'baccarat.stands', {
      side: sideName(caption.side),
      total: caption.total,
    });
  });
  return (
    <div className="baccarat-caption" aria-live="polite" data-testid="baccarat-caption">
      {outcome ? (
        <>
          <strong className={`baccarat-caption__winner baccarat-caption__winner--${outcome.winner}`}>
            {outcome.winner === 'tie'
              ? t('baccarat.tieResult')
              : t('baccarat.sideWins', { side: sideName(outcome.winner) })}
          </strong>
          <span className={outcome.payout > 0n ? 'text-win' : 'muted'} data-testid="baccarat-payout">
            {t('baccarat.returned', { amount: formatMinor(outcome.payout, outcome.currency) })}
          </span>
        </>
      ) : said.length > 0 ? (
        said.map((line) => <span key={line}>{line}</span>)
      ) : status === 'dealing' ? (
        <span className="muted">{t('baccarat.dealing')}</span>
      ) : status === 'place' ? (
        <span className="baccarat-caption__prompt">{t('baccarat.placeBets')}</span>
      ) : (
        <span className="muted">{t('baccarat.ready')}</span>
      )}
    </div>
  );
}
