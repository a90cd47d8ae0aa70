import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Icon, type IconName } from '../../../ui/Icon';
import { lobbyHrefOf, parseNodeId, safeGameUrl } from '../hooks/game-url';
import { GameWindow } from './GameWindow';
import './seamless.css';

function SeamlessNotice({ kind, lobbyHref }: { kind: 'empty' | 'unsafe'; lobbyHref: string }) {
  const { t } = useTranslation();
  const icon: IconName = kind === 'empty' ? 'controller' : 'shield';
  return (
    <div className="seamless-notice-page">
      <section className={`seamless-notice seamless-notice--${kind}`} data-testid={`seamless-${kind}`}>
        <span className="seamless-notice__icon" aria-hidden="true">
          <Icon name={icon} size={34} />
        </span>
        <h1 className="seamless-notice__title">{t(`seamless.${kind}.title`)}</h1>
        <p className="seamless-notice__text">{t(`seamless.${kind}.body`)}</p>
        <Link to={lobbyHref} className="btn btn--primary" data-testid="seamless-lobby">
          <Icon name="grid" size={16} />
          {t('seamless.toLobby')}
        </Link>
      </section>
    </div>
  );
}

/**
 * /seamless: the game window (spec §2). It shows the address in `url` (a launch answer) in a frame,
 * and only a path of the site's studio or an https address; `nodeId` names the game for the feedback.
 */
export function SeamlessPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const lobbyHref = lobbyHrefOf(location.state);
  const rawUrl = params.get('url');
  const url = safeGameUrl(rawUrl, window.location.origin);
  if (!rawUrl) return <SeamlessNotice kind="empty" lobbyHref={lobbyHref} />;
  if (!url) return <SeamlessNotice kind="unsafe" lobbyHref={lobbyHref} />;
  // A new launch is a new window: nothing of the previous game's state carries over.
  return <GameWindow key={url} url={url} nodeId={parseNodeId(params.get('nodeId'))} lobbyHref={lobbyHref} />;
}
