import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import '../../../i18n/account-texts';

/** A replay that has not loaded after this long is offered in a new tab instead. */
export const REPLAY_SLOW_MS = 12_000;

const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

interface ReplayModalProps {
  /** The checked replay address, or null when closed. */
  url: string | null;
  gameName: string;
  onClose: () => void;
}

/** The replay address with the site's language (`lang`), so the replay speaks the member's language. */
export function replayUrlIn(url: string, language: string): string {
  try {
    const address = new URL(url, window.location.origin);
    address.searchParams.set('lang', language);
    return address.origin === window.location.origin
      ? `${address.pathname}${address.search}${address.hash}`
      : address.href;
  } catch {
    return url;
  }
}

/** The vendor's replay of a round in a frame over the page, with a new-tab link as the way out. */
export function ReplayModal({ url: checkedUrl, gameName, onClose }: ReplayModalProps) {
  const { t, i18n } = useTranslation();
  const url = checkedUrl === null ? null : replayUrlIn(checkedUrl, i18n.language);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'slow'>('loading');

  useEffect(() => {
    if (!url) return;
    setPhase('loading');
    const timer = window.setTimeout(
      () => setPhase((current) => (current === 'loading' ? 'slow' : current)),
      REPLAY_SLOW_MS,
    );
    return () => window.clearTimeout(timer);
  }, [url]);

  const newTabLink = url && (
    <a
      className="btn btn--secondary btn--small"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="bet-replay-new-tab"
    >
      <Icon name="external" size={14} />
      {t('betRecord.replayWindow.newTab')}
    </a>
  );

  return (
    <Modal
      isOpen={url !== null}
      onClose={onClose}
      title={t('betRecord.replayWindow.title', { game: gameName })}
      size="large"
      testId="bet-replay-modal"
    >
      {url && (
        <div className="replay">
          <div className="replay__stage">
            <iframe
              className="replay__frame"
              src={url}
              title={t('betRecord.replayWindow.frameTitle')}
              allow="autoplay; fullscreen"
              allowFullScreen
              sandbox={FRAME_SANDBOX}
              onLoad={() => setPhase('ready')}
              data-testid="bet-replay-frame"
            />
            {phase === 'loading' && (
              <div className="replay__overlay" role="status">
                <span className="state-panel__spinner" aria-hidden="true" />
                <p>{t('betRecord.replayWindow.loading')}</p>
              </div>
            )}
            {phase === 'slow' && (
              <div className="replay__overlay" data-testid="bet-replay-slow">
                <p className="replay__overlay-title">{t('betRecord.replayWindow.slowTitle')}</p>
                <p>{t('betRecord.replayWindow.slowBody')}</p>
                {newTabLink}
              </div>
            )}
          </div>
          <div className="replay__footer">
            <p className="replay__note">
              <Icon name="clock" size={14} />
              {t('betRecord.replayWindow.validity')}
            </p>
            {newTabLink}
          </div>
        </div>
      )}
    </Modal>
  );
}
