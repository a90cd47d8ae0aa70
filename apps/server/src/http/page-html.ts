/**
 * The player site's index.html as served to a page navigation: the built file with the start-up
 * payload (a JSON script the client reads instead of waiting for its first calls), a preload of the
 * first home banner, the merchant's name as the title, and a static first screen inside #root that
 * the stylesheet paints before any script has run. React replaces that first screen when it renders.
 */

/** What the client finds in `<script id="boot-data">`: the first answers of the API, as sent on the wire. */
export interface BootPayload {
  /** When the answers were read (epoch ms): the client treats them as fetched then. */
  at: number;
  /** The language the language-dependent answers (hot games, winners) were read in. */
  language: string;
  /** Envelope values by call name; a call that failed is absent. */
  values: Record<string, unknown>;
}

/** What the static first screen shows. */
export interface FirstScreen {
  merchantName: string;
  /** The first w_home banner of the home page, or null (other pages, no banner). */
  banner: { url: string; title: string } | null;
  /** Whether the page is the home lobby (the banner area is part of its first screen). */
  isHome: boolean;
  /** On a game lobby: its first games, shown (and their pictures preloaded) before the code arrives. */
  lobbyGames: { name: string; image: string }[];
}

/** A file of the page's route chunk (its code, the code it imports, its stylesheet), fetched before the code asks. */
export interface RoutePreload {
  href: string;
  kind: 'module' | 'style';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` are written as \u escapes, so no value
 * can close the element (`</script>`) or open a comment (`<!--`); JSON.parse reads them back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** Only site-relative and http(s) images are preloaded or shown before the scripts run. */
export function isSafeImageUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const BRAND_MARK =
  '<svg class="brand-logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
  '<rect width="64" height="64" rx="16" fill="#0f1a30"/>' +
  '<path d="M32 8 52 20v24L32 56 12 44V20z" fill="none" stroke="#e8b443" stroke-width="4" stroke-linejoin="round"/>' +
  '<path d="M25 20h16v5H30.5v5H39v5h-8.5v9H25z" fill="#e8b443"/></svg>';

/** The banner area of the home lobby: the marquee's strip and the first banner (or its placeholder). */
function bannerArea(banner: FirstScreen['banner']): string {
  const slide = banner
    ? '<section class="banner-carousel"><div class="banner-carousel__viewport">' +
      '<div class="banner-carousel__slide banner-carousel__slide--active"><div class="banner-carousel__link">' +
      `<img class="banner-carousel__image" src="${escapeHtml(banner.url)}" alt="${escapeHtml(banner.title)}" ` +
      'width="1600" height="500" fetchpriority="high" draggable="false"></div></div></div></section>'
    : '<div class="banner-carousel banner-carousel--placeholder"></div>';
  return `<section class="banner-area"><div class="notice-marquee notice-marquee--placeholder"></div>${slide}</section>`;
}

/** A game lobby's first cards: picture and name, in the grid the lobby draws (its other parts come with the code). */
function lobbyGrid(games: FirstScreen['lobbyGames']): string {
  if (games.length === 0) return '';
  const cards = games
    .map(
      ({ name, image }) =>
        '<article class="game-card"><div class="game-card__media">' +
        `<img class="game-card__image" src="${escapeHtml(image)}" alt="${escapeHtml(name)}" width="300" height="300" ` +
        'fetchpriority="high"></div><div class="game-card__info"><div class="game-card__text">' +
        `<h3 class="game-card__name">${escapeHtml(name)}</h3></div></div></article>`,
    )
    .join('');
  return `<main class="site__main"><div class="game-lobby"><div class="game-grid">${cards}</div></div></main>`;
}

/**
 * The static first screen: the header bar with the merchant's mark and name, the docked side menu's
 * empty panel, on the home page the banner area, and on a game lobby its first cards. Built from the site's own class names, so the stylesheet lays it out exactly where
 * React will draw the same parts; it carries no links or buttons, being replaced on the first render.
 */
export function firstScreenHtml(screen: FirstScreen): string {
  const header =
    '<header class="site-header"><span class="site-header__menu-button icon-btn"></span>' +
    `<span class="site-header__brand"><span class="brand-logo brand-logo--compact">${BRAND_MARK}` +
    `<span class="brand-logo__name">${escapeHtml(screen.merchantName)}</span></span></span></header>`;
  const body = screen.isHome ? bannerArea(screen.banner) : lobbyGrid(screen.lobbyGames);
  // The docked side menu's panel on wide screens (a closed drawer, so hidden, on narrow ones).
  const sideMenu = '<aside class="side-menu side-menu--docked"></aside>';
  return `<div class="site site--full" aria-hidden="true">${header}${sideMenu}<div class="site__body">${body}</div></div>`;
}

const ROOT = '<div id="root"></div>';
/** The build's preloads of the site's start-up code (scripts/vite/startup-styles.ts). */
const STARTUP_CODE_PRELOAD = /<link [^>]*data-startup-code[^>]*>\s*/g;

/** Whether the first screen shows the page's own content (the home banner area, a lobby's first cards). */
function hasContent(screen: FirstScreen | null): boolean {
  return screen !== null && (screen.isHome || screen.lobbyGames.length > 0);
}

/**
 * index.html with the payload, and (unless null: maintenance, blocked) the first screen, the preloads of
 * its pictures and the merchant's name as the title. A first screen with content is painted before the
 * code starts (the web's boot.ts), so its page preloads no code, which would only share the network
 * with that paint; otherwise the route chunk's files are preloaded beside the start-up code. A template
 * without the expected `#root` or `</head>` is returned unchanged (the client then starts as usual).
 */
export function renderPage(
  template: string,
  payload: BootPayload,
  screen: FirstScreen | null,
  routePreloads: readonly RoutePreload[] = [],
): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) return template;
  const banner = screen?.banner;
  const images = banner ? [banner.url] : (screen?.lobbyGames ?? []).map((game) => game.image);
  const codePreloads = hasContent(screen) ? [] : routePreloads;
  const preload =
    images.map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`).join('') +
    codePreloads
      .map(({ href, kind }) =>
        kind === 'module'
          ? `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`
          : `<link rel="preload" as="style" href="${escapeHtml(href)}">`,
      )
      .join('');
  const data = `<script type="application/json" id="boot-data">${jsonForScript(payload)}</script>`;
  const page = template.replace('</head>', () => `${preload}${data}</head>`);
  if (!screen) return page;
  const withoutCodePreloads = hasContent(screen) ? page.replace(STARTUP_CODE_PRELOAD, '') : page;
  return withoutCodePreloads
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.merchantName)}</title>`)
    .replace(ROOT, () => `<div id="root">${firstScreenHtml(screen)}</div>`);
}
