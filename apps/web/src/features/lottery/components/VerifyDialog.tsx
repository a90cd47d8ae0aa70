import type { LotteryDraw } from '@fortuna/contracts/lottery';
import { FloatListRng } from '@fortuna/games/fairness/floats';
import { fairFloats, seedMatchesCommitment } from '@fortuna/games/fairness/web-verify';
import { drawNorthResult, NORTH_LAYOUT, NORTH_NUMBER_COUNT } from '@fortuna/games/lottery/north-result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';

/** Recomputes a draw on this device: SHA-256 of the seed is the published hash, and the seed redraws the result. */
async function verifyDraw(draw: LotteryDraw): Promise<boolean> {
  if (!draw.seed || !draw.result) return false;
  const subject = `${draw.gameCode}@${new Date(draw.drawAt).toISOString()}`;
  const [matches, floats] = await Promise.all([
    seedMatchesCommitment(draw.seed, draw.seedHash),
    fairFloats(draw.seed, subject, 0, NORTH_NUMBER_COUNT),
  ]);
  if (!matches || !floats) return false;
  const recomputed = drawNorthResult(new FloatListRng(floats));
  const published = draw.result;
  return NORTH_LAYOUT.every((tier) => recomputed[tier.prize].join() === (published[tier.prize] ?? []).join());
}

export function VerifyDialog({ draw, onClose }: { draw: LotteryDraw; onClose: () => void }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<boolean | null>(null);
  useEffect(() => {
    void verifyDraw(draw).then(setVerdict);
  }, [draw]);
  return (
    <Modal isOpen onClose={onClose} title={t('lottery.verifyTitle')} testId="lottery-verify">
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
    </Modal>
  );
}
