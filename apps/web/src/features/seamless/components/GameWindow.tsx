import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showDialog } from '../../../ui/dialog-store';
import { Icon, type IconName } from '../../../ui/Icon';
import { type LaunchOutcome, sendLaunchFeedback } from '../../games/api/games';
import { safeGameUrl } from '../hooks/game-url';
import { useFullscreen } from '../hooks/useFullscreen';
import { useGameBalanceRelay } from '../hooks/useGameBalanceRelay';

/** A frame that has not loaded after this long counts as failed (spec §7 launch feedback). */
export const FRAME_LOAD_TIMEOUT_MS = 30_000;

/** What the frame may do: run the game, keep its own storage, send forms and open the vendor's popups. */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

type FramePhase = 'loading' | 'ready' | 'failed' | 'poppedOut';

interface GameWindowProps {
  /** Already checked by safeGameUrl. */
  url: string;
  nodeId: number | null;
  lobbyHref: string;
}

interface ToolButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  testId: string;
  isPressed?: boolean;
}

function ToolButton({ icon, label, onClick, testId, isPressed }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="seamless-tool"
      onClick={onClick}
      aria-label={label}
      aria-pressed={isPressed}
      title={label}
      data-testid={testId}
    >
      <Icon name={icon} size={18} />
      <span className="seamless-tool__label">{label}</span>
    </button>
  );
}

/**
 * The frame's own address when it is a page of the site's studio: the studio drops the spent launch
 * token from it and keeps the session, so reloading or moving the game goes on from there. Null for
 * another vendor's page (cross-origin, unreadable) or before anything has loaded.
 */
function studioAddressOf(frame: HTMLIFrameElement | null): string | null {
  try {
    const location = frame?.contentWindow?.location;
    if (!location || location.origin !== window.location.origin) return null;
    return safeGameUrl(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
  } catch {
    return null;
  }
}

/** The game in a full-height frame under a slim toolbar: lobby, reload, full screen, new window. */
export function GameWindow({ url, nodeId, lobbyHref }: GameWindowProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const hasReportedOpen = useRef(false);
  const [src, setSrc] = useState(url);
  /** Bumped for a new frame element (retry, play here again). */
  const [frameKey, setFrameKey] = useState(0);
  /** Bumped for every load to wait for, so the time-out starts again. */
  const [loadCycle, setLoadCycle] = useState(0);
  const [phase, setPhase] = useState<FramePhase>('loading');
  const fullscreen = useFullscreen(containerRef);
  useGameBalanceRelay(frameRef, src);

  const report = useCallback(
    (outcome: LaunchOutcome, detail?: string) => {
      if (nodeId !== null) sendLaunchFeedback({ nodeId, outcome, detail });
    },
    [nodeId],
  );

  const fail = useCallback(
    (detail: string) => {
      setPhase('failed');
      report('load_failed', detail);
    },
    [report],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: every load cycle starts its own time-out.
  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setTimeout(() => fail('timeout'), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, loadCycle, fail]);

  // React does not pass an iframe's error event on, so it is listened to directly.
  const attachFrame = useCallback(
    (frame: HTMLIFrameElement | null) => {
      frameRef.current = frame;
      if (!frame) return;
      const handleError = () => fail('error');
      frame.addEventListener('error', handleError);
      return () => frame.removeEventListener('error', handleError);
    },
    [fail],
  );

  const handleLoad = () => {
    setPhase((current) => (current === 'loading' ? 'ready' : current));
    if (hasReportedOpen.current) return;
    hasReportedOpen.current = true;
    report('opened');
  };

  /** A new frame on `address`, waited for afresh. */
  const mountFrame = (address: string) => {
    setSrc(address);
    setFrameKey((key) => key + 1);
    setLoadCycle((cycle) => cycle + 1);
    setPhase('loading');
  };

  const reload = () => {
    const studioAddress = studioAddressOf(frameRef.current);
    if (studioAddress && (phase === 'ready' || phase === 'loading')) {
      try {
        frameRef.current?.contentWindow?.location.reload();
        setLoadCycle((cycle) => cycle + 1);
        setPhase('loading');
        return;
      } catch {
        // Fall through to a new frame.
      }
    }
    mountFrame(studioAddress ?? src);
  };

  const openInNewWindow = () => {
    const address = studioAddressOf(frameRef.current) ?? src;
    const opened = window.open(address, '_blank');
    if (!opened) {
      showDialog({
        icon: 'warning',
        message: t('games.launch.popupBlocked'),
        buttons: [{ label: t('common.confirm'), variant: 'primary' }],
      });
      report('popup_blocked');
      return;
    }
    try {
      opened.opener = null;
    } catch {
      // Some browsers do not let the opener be cleared; the window is open either way.
    }
    // One game, one window: the frame is closed so the game does not run twice.
    setSrc(address);
    setPhase('poppedOut');
  };

  const hasFrame = phase === 'loading' || phase === 'ready';
  const fullscreenLabel = fullscreen.isFullscreen ? t('seamless.exitFullscreen') : t('seamless.fullscreen');

  return (
    <div
      ref={containerRef}
      className={`seamless${fullscreen.isImmersive ? ' seamless--immersive' : ''}`}
      data-testid="seamless-page"
      data-phase={phase}
    >
      <div
        className="seamless__toolbar"
        role="toolbar"
        aria-label={t('seamless.toolbar')}
        data-testid="seamless-toolbar"
      >
        <Link to={lobbyHref} className="seamless-tool seamless-tool--back" data-testid="seamless-back">
          <Icon name="chevronLeft" size={18} />
          <span className="seamless-tool__label seamless-tool__label--always">{t('seamless.toLobby')}</span>
        </Link>
        <span className="seamless__spacer" />
        <ToolButton icon="refresh" label={t('seamless.reload')} onClick={reload} testId="seamless-reload" />
        <ToolButton
          icon={fullscreen.isFullscreen ? 'shrink' : 'expand'}
          label={fullscreenLabel}
          onClick={fullscreen.toggle}
          isPressed={fullscreen.isFullscreen}
          testId="seamless-fullscreen"
        />
        <ToolButton
          icon="external"
          label={t('seamless.newWindow')}
          onClick={openInNewWindow}
          testId="seamless-new-window"
        />
      </div>
      <div className="seamless__stage">
        {hasFrame && (
          <iframe
            key={frameKey}
            ref={attachFrame}
            className="seamless__frame"
            src={src}
            title={t('seamless.frameTitle')}
            allow="autoplay; fullscreen"
            allowFullScreen
            sandbox={FRAME_SANDBOX}
            onLoad={handleLoad}
            data-testid="seamless-frame"
          />
        )}
        {phase === 'loading' && (
          <div className="seamless__overlay seamless__overlay--loading" role="status" data-testid="seamless-loading">
            <span className="seamless__spinner" aria-hidden="true" />
            <p className="seamless__overlay-text">{t('seamless.loading')}</p>
          </div>
        )}
        {phase === 'failed' && (
          <div className="seamless__overlay" role="alert" data-testid="seamless-failed">
            <div className="seamless-notice seamless-notice--inset">
              <span className="seamless-notice__icon seamless-notice__icon--error" aria-hidden="true">
                <Icon name="warning" size={30} />
              </span>
              <h2 className="seamless-notice__title">{t('seamless.failed.title')}</h2>
              <p className="seamless-notice__text">{t('seamless.failed.body')}</p>
              <div className="seamless-notice__actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => mountFrame(src)}
                  data-testid="seamless-retry"
                >
                  <Icon name="refresh" size={16} />
                  {t('common.retry')}
                </button>
                <button type="button" className="btn btn--secondary" onClick={openInNewWindow}>
                  <Icon name="external" size={16} />
                  {t('seamless.newWindow')}
                </button>
              </div>
            </div>
          </div>
        )}
        {phase === 'poppedOut' && (
          <div className="seamless__overlay" data-testid="seamless-popped-out">
            <div className="seamless-notice seamless-notice--inset">
              <span className="seamless-notice__icon" aria-hidden="true">
                <Icon name="external" size={30} />
              </span>
              <h2 className="seamless-notice__title">{t('seamless.poppedOut.title')}</h2>
              <p className="seamless-notice__text">{t('seamless.poppedOut.body')}</p>
              <div className="seamless-notice__actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => mountFrame(src)}
                  data-testid="seamless-play-here"
                >
                  <Icon name="play" size={16} />
                  {t('seamless.poppedOut.playHere')}
                </button>
                <Link to={lobbyHref} className="btn btn--secondary">
                  {t('seamless.toLobby')}
                </Link>
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
