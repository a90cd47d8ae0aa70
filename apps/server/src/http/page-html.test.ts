import { describe, expect, it } from 'vitest';
import { type BootPayload, escapeHtml, isSafeImageUrl, jsonForScript, renderPage } from './page-html';

const TEMPLATE =
  '<!doctype html><html><head><title>Fortuna</title><script type="module" src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app.js" data-startup-code></head>' +
  '<body><div id="root"></div></body></html>';

const payload = (values: Record<string, unknown>): BootPayload => ({ at: 1, language: 'TY', values });

/** The JSON text inside the page's boot-data element. */
function bootJson(html: string): string {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot-data element');
  return match[1];
}

describe('jsonForScript', () => {
  it('writes no character that could end the script element or open a comment, and reads back unchanged', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', line: 'a\u2028b' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });
});

describe('isSafeImageUrl', () => {
  it('allows site paths and http(s) addresses only', () => {
    expect(isSafeImageUrl('/uploads/banner.webp')).toBe(true);
    expect(isSafeImageUrl('https://cdn.example.com/b.png')).toBe(true);
    expect(isSafeImageUrl('//evil.example.com/b.png')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('renderPage', () => {
  const hostile = '</script><img src=x onerror=alert(1)>';

  it('adds the payload, the title, the banner preload and the first screen, all escaped', () => {
    const html = renderPage(TEMPLATE, payload({ announcements: { banners: [{ title: hostile }] } }), {
      merchantName: hostile,
      banner: { url: '/uploads/a.webp?x="1"', title: hostile },
      isHome: true,
      lobbyGames: [],
    });
    expect(JSON.parse(bootJson(html))).toEqual(payload({ announcements: { banners: [{ title: hostile }] } }));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/a.webp?x=&quot;1&quot;" fetchpriority="high">',
    );
    expect(html).toContain('class="banner-carousel__image" src="/uploads/a.webp?x=&quot;1&quot;"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('data-startup-code');
  });

  it('leaves the banner area out of other pages, and the first screen out when there is none', () => {
    const preloads = [
      { href: '/assets/GamePage-1.js', kind: 'module' as const },
      { href: '/assets/GamePage-1.css', kind: 'style' as const },
    ];
    const emptyLobby = renderPage(
      TEMPLATE,
      payload({}),
      { merchantName: 'Demo', banner: null, isHome: false, lobbyGames: [] },
      preloads,
    );
    expect(emptyLobby).toContain('class="site-header"');
    expect(emptyLobby).not.toContain('banner-area');
    // Nothing of the page's own is drawn early: the code and the route chunk load at once.
    expect(emptyLobby).toContain('href="/assets/app.js" data-startup-code');
    expect(emptyLobby).toContain('<link rel="modulepreload" crossorigin href="/assets/GamePage-1.js">');
    expect(emptyLobby).toContain('<link rel="preload" as="style" href="/assets/GamePage-1.css">');

    const lobby = renderPage(
      TEMPLATE,
      payload({}),
      {
        merchantName: 'Demo',
        banner: null,
        isHome: false,
        lobbyGames: [
          { name: 'Lucky <20>', image: '/uploads/g1.webp' },
          { name: 'Dice', image: '/x"y.png' },
        ],
      },
      preloads,
    );
    // The first cards are drawn before the code, escaped, with their pictures preloaded; the code waits.
    expect(lobby).toContain('class="game-grid"><article class="game-card">');
    expect(lobby).toContain('<img class="game-card__image" src="/uploads/g1.webp" alt="Lucky &lt;20&gt;"');
    expect(lobby).toContain('<h3 class="game-card__name">Lucky &lt;20&gt;</h3>');
    expect(lobby).toContain('<link rel="preload" as="image" href="/uploads/g1.webp" fetchpriority="high">');
    expect(lobby).toContain('<link rel="preload" as="image" href="/x&quot;y.png" fetchpriority="high">');
    expect(lobby).not.toContain('data-startup-code');
    expect(lobby).not.toContain('modulepreload');
    const blocked = renderPage(TEMPLATE, payload({}), null);
    expect(blocked).toContain('<div id="root"></div>');
    expect(blocked).toContain('<title>Fortuna</title>');
    expect(blocked).toContain('id="boot-data"');
  });

  it('returns a template without #root unchanged', () => {
    const other = '<html><head></head><body><main></main></body></html>';
    expect(renderPage(other, payload({}), null)).toBe(other);
  });
});
