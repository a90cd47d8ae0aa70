import { fastFormatOf, type LotteryDraw } from '@fortuna/contracts/lottery';
import { FloatListRng } from '@fortuna/games/fairness/floats';
import { fairFloats, seedMatchesCommitment } from '@fortuna/games/fairness/web-verify';
import { drawFormatResult, FORMAT_FLOATS } from '@fortuna/games/lottery/fast/formats';
import { drawNorthResult, NORTH_NUMBER_COUNT } from '@fortuna/games/lottery/north-result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../ui/Modal';

/**
 * Recomputes a draw on this device: SHA-256 of the seed is the published hash, and the seed redraws the result
 * in the game's format (a North result, Keno's 20 balls, K3's dice), prize by prize in drawn order.
 */
export async function verifyDraw(draw: LotteryDraw): Promise<boolean> {
  if (!draw.seed || !draw.result) return false;
  const subject = `${draw.gameCode}@${new Date(draw.drawAt).toISOString()}`;
  const format = fastFormatOf(draw.gameCode);
  const [matches, floats] = await Promise.all([
    seedMatchesCommitment(draw.seed, draw.seedHash),
    fairFloats(draw.seed, subject, 0, format === 'north' ? NORTH_NUMBER_COUNT : FORMAT_FLOATS[format]),
  ]);
  if (!matches || !floats) return false;
  const rng = new FloatListRng(floats);
  const recomputed: Record<string, string[]> =
    format === 'north' ? drawNorthResult(rng) : drawFormatResult(format, rng);
  const published = draw.result;
  const prizes = Object.keys(recomputed);
  return (
    prizes.length === Object.keys(published).length &&
    prizes.every((prize) => (recomputed[prize] ?? []).join() === (published[prize] ?? []).join())
  );
}

export function VerifyDialog({ draw, onClose }: { draw: LotteryDraw; onClose: () => void }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<boolean | null>(null);
  useEffect(() => {
    void verifyDraw(draw).then(setVerdict);
  }, [draw]);
  return (
    <Modal isOpen onClose={onClose} title={t('lottery.verifyTitle')} testId="lottery-verify">
      <p>{t('lottery.verifyDrawNumber', { drawId: draw.drawId })}</p>
      <dl className="lottery-verify">
        <dt>{t('lottery.verifyHash')}</dt>
        <dd>{draw.seedHash}</dd>
        <dt>{t('lottery.verifySeed')}</dt>
        <dd>{draw.seed}</dd>
      </dl>
      <p
        className={`lottery-verify__verdict lottery-verify__verdict--${verdict === null ? 'working' : verdict ? 'ok' : 'bad'}`}
        data-testid="lottery-verify-verdict"
      >
        {verdict === null ? t('lottery.verifyWorking') : verdict ? t('lottery.verifyOk') : t('lottery.verifyBad')}
      </p>
      <Link
        className="lottery-verify__link"
        to={`/lotteryVerify?drawId=${draw.drawId}`}
        target="_blank"
        rel="noopener"
        data-testid="lottery-verify-link"
      >
        {t('lottery.verifyOpenPage')}
      </Link>
    </Modal>
  );
}
