import type { RaffleDraw } from '@fortuna/contracts/raffle';
import { drawRaffle, raffleFloatsNeeded, raffleTicketListText } from '@fortuna/games/fairness/raffle-draw';
import { fairFloats, seedMatchesCommitment, sha256Hex } from '@fortuna/games/fairness/web-verify';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { raffleDrawQuery } from '../api/raffle';

/**
 * Recomputes a drawn raffle on this device: the revealed seed's SHA-256 is the hash published at the opening,
 * the ticket list's SHA-256 is the client seed, and the seed's floats redraw the same winners.
 */
export async function verifyRaffle(draw: RaffleDraw): Promise<boolean> {
  if (!draw.serverSeed || !draw.clientSeed) return false;
  const positions = draw.winners.length;
  const [matches, listHash, floats] = await Promise.all([
    seedMatchesCommitment(draw.serverSeed, draw.serverSeedHash),
    sha256Hex(raffleTicketListText(draw.entries)),
    fairFloats(draw.serverSeed, draw.clientSeed, draw.nonce, raffleFloatsNeeded(draw.entries, positions)),
  ]);
  if (!matches || listHash !== draw.clientSeed || !floats) return false;
  const recomputed = drawRaffle(draw.entries, floats, positions);
  return (
    recomputed.length === positions &&
    recomputed.every((winner, index) => {
      const published = draw.winners[index];
      return published?.ref === winner.ref && published.pick === winner.pick && published.position === winner.position;
    })
  );
}

/** The detail's fairness section: the published hash, and once drawn a check run in the browser. */
export function RaffleVerify({
  promotionId,
  serverSeedHash,
  isDrawn,
}: {
  promotionId: number;
  serverSeedHash: string;
  isDrawn: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const draw = useQuery({ ...raffleDrawQuery(promotionId), enabled: isOpen });
  const check = async () => {
    setIsOpen(true);
    const result = await draw.refetch();
    setVerdict(result.data ? await verifyRaffle(result.data) : false);
  };
  return (
    <div className="promo-raffle__fair" data-testid="raffle-fair">
      <h4 className="promo-detail__heading">{t('promotions.raffle.fairTitle')}</h4>
      <p className="promo-card__meta">{t('promotions.raffle.fairHash')}</p>
      <code className="promo-raffle__hash">{serverSeedHash}</code>
      {isOpen && draw.data?.serverSeed && (
        <>
          <p className="promo-card__meta">{t('promotions.raffle.fairSeed')}</p>
          <code className="promo-raffle__hash">{draw.data.serverSeed}</code>
          <p className="promo-card__meta">
            {t('promotions.raffle.fairList', { entries: draw.data.entries.length, tickets: draw.data.totalTickets })}
          </p>
        </>
      )}
      {isDrawn ? (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void check()}
          data-testid="raffle-verify"
        >
          {t('promotions.raffle.verify')}
        </button>
      ) : (
        <p className="promo-detail__note">{t('promotions.raffle.fairLater')}</p>
      )}
      {verdict !== null && (
        <p
          className={`promo-raffle__verdict promo-raffle__verdict--${verdict ? 'ok' : 'bad'}`}
          data-testid="raffle-verdict"
        >
          {verdict ? t('promotions.raffle.verifyOk') : t('promotions.raffle.verifyBad')}
        </p>
      )}
    </div>
  );
}
