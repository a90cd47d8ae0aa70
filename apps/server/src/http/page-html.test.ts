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
    const lobby = renderPage(TEMPLATE, payload({}), { merchantName: 'Demo', banner: null, isHome: false });
    expect(lobby).toContain('class="site-header"');
    expect(lobby).not.toContain('banner-area');
    expect(lobby).toContain('href="/assets/app.js" data-startup-code');
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
