import { describe, expect, it } from 'vitest';
import { lobbyHrefOf, parseNodeId, safeGameUrl, seamlessHref } from './game-url';

const ORIGIN = 'https://play.example.com';

describe('safeGameUrl', () => {
  it('accepts a path of the site studio, keeping its query', () => {
    expect(safeGameUrl('/studio/play/fortuna-dice?token=abc&lang=EN', ORIGIN)).toBe(
      '/studio/play/fortuna-dice?token=abc&lang=EN',
    );
    expect(safeGameUrl('/studio/recall/12?exp=1&sig=x#top', ORIGIN)).toBe('/studio/recall/12?exp=1&sig=x#top');
  });

  it('accepts https addresses of third-party vendors', () => {
    expect(safeGameUrl('https://games.vendor.io/launch?t=1', ORIGIN)).toBe('https://games.vendor.io/launch?t=1');
    expect(safeGameUrl('HTTPS://Games.Vendor.io/x', ORIGIN)).toBe('https://games.vendor.io/x');
  });

  it('refuses other site paths, including ones that climb out of /studio/', () => {
    expect(safeGameUrl('/member?page=withdraw', ORIGIN)).toBeNull();
    expect(safeGameUrl('/studio', ORIGIN)).toBeNull();
    expect(safeGameUrl('/studio/../wps/member/info', ORIGIN)).toBeNull();
    expect(safeGameUrl('/studio/%2e%2e/wps', ORIGIN)).toBeNull();
    expect(safeGameUrl('studio/play/x', ORIGIN)).toBeNull();
  });

  it('refuses protocol-relative, backslash and scheme tricks', () => {
    expect(safeGameUrl('//evil.example/studio/', ORIGIN)).toBeNull();
    expect(safeGameUrl('/\\evil.example', ORIGIN)).toBeNull();
    expect(safeGameUrl('/studio/\\..\\x', ORIGIN)).toBeNull();
    expect(safeGameUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeGameUrl('JavaScript:alert(1)//https://x', ORIGIN)).toBeNull();
    expect(safeGameUrl('java\tscript:alert(1)', ORIGIN)).toBeNull();
    expect(safeGameUrl(' https://games.vendor.io/', ORIGIN)).toBeNull();
    expect(safeGameUrl('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull();
    expect(safeGameUrl('http://games.vendor.io/', ORIGIN)).toBeNull();
    expect(safeGameUrl('https://user:pass@games.vendor.io/', ORIGIN)).toBeNull();
    expect(safeGameUrl('https://', ORIGIN)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeGameUrl(null, ORIGIN)).toBeNull();
    expect(safeGameUrl('', ORIGIN)).toBeNull();
  });
});

describe('parseNodeId', () => {
  it('reads positive whole numbers only', () => {
    expect(parseNodeId('42')).toBe(42);
    expect(parseNodeId('0')).toBeNull();
    expect(parseNodeId('-3')).toBeNull();
    expect(parseNodeId('4.5')).toBeNull();
    expect(parseNodeId('12abc')).toBeNull();
    expect(parseNodeId(null)).toBeNull();
  });
});

describe('seamlessHref', () => {
  it('carries the encoded address and the node id', () => {
    const href = seamlessHref('/studio/play/dice?token=a&lang=EN', 7);
    expect(href).toBe('/seamless?url=%2Fstudio%2Fplay%2Fdice%3Ftoken%3Da%26lang%3DEN&nodeId=7');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('url')).toBe('/studio/play/dice?token=a&lang=EN');
    expect(params.get('nodeId')).toBe('7');
  });
});

describe('lobbyHrefOf', () => {
  it('goes back to the site page the game was started from', () => {
    expect(lobbyHrefOf({ lobby: '/rng?vassalage=FORTUNA' })).toBe('/rng?vassalage=FORTUNA');
  });

  it('goes home without a usable page', () => {
    expect(lobbyHrefOf(null)).toBe('/');
    expect(lobbyHrefOf({ lobby: 3 })).toBe('/');
    expect(lobbyHrefOf({ lobby: 'https://evil.example' })).toBe('/');
    expect(lobbyHrefOf({ lobby: '//evil.example' })).toBe('/');
    expect(lobbyHrefOf({ lobby: '/seamless?url=x' })).toBe('/');
  });
});
