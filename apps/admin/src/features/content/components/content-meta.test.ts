import type { ContentItem } from '@fortuna/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  contentExcerpt,
  countByKind,
  draftToInput,
  emptyContentDraft,
  htmlToPlainText,
  isOnSite,
  isoToLocalInput,
  itemsOfKind,
  itemToDraft,
  itemToUpsert,
  localInputToIso,
  scheduleState,
  validateContentDraft,
} from './content-meta';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

function item(changes: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 7,
    merchantId: 3,
    kind: 'notice',
    groupName: '',
    title: 'Maintenance tonight',
    content: '<p>We are down from <b>02:00</b>.</p>',
    imageUrl: '',
    linkUrl: '',
    audience: 'ALL',
    promotionType: '',
    sortOrder: 100,
    startsAt: null,
    endsAt: null,
    status: 'active',
    translations: {},
    createdAt: '2026-06-01T00:00:00.000Z',
    ...changes,
  };
}

describe('scheduleState', () => {
  it('is live with no dates at all', () => {
    expect(scheduleState(null, null, NOW)).toBe('live');
  });

  it('is scheduled before the start and live from the start itself', () => {
    expect(scheduleState(at(HOUR), null, NOW)).toBe('scheduled');
    expect(scheduleState(at(0), null, NOW)).toBe('live');
    expect(scheduleState(at(-HOUR), at(HOUR), NOW)).toBe('live');
  });

  it('has ended at the end itself and after it', () => {
    expect(scheduleState(null, at(0), NOW)).toBe('ended');
    expect(scheduleState(at(-2 * HOUR), at(-HOUR), NOW)).toBe('ended');
  });

  it('counts an end in the past as ended even when the start is still ahead', () => {
    expect(scheduleState(at(HOUR), at(-HOUR), NOW)).toBe('ended');
  });

  it('ignores dates it cannot read', () => {
    expect(scheduleState('soon', 'later', NOW)).toBe('live');
  });
});

describe('isOnSite', () => {
  it('needs the item shown and inside its schedule', () => {
    expect(isOnSite(item(), NOW)).toBe(true);
    expect(isOnSite(item({ status: 'hidden' }), NOW)).toBe(false);
    expect(isOnSite(item({ startsAt: at(HOUR) }), NOW)).toBe(false);
    expect(isOnSite(item({ endsAt: at(-HOUR) }), NOW)).toBe(false);
  });
});

describe('datetime-local values', () => {
  it('round-trips an ISO moment through the input', () => {
    const iso = '2026-11-22T10:53:00.000Z';
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
  });

  it('reads empty as none and keeps text that is no date, for the form to flag', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('  ')).toBeNull();
    expect(localInputToIso('tomorrow')).toBe('tomorrow');
  });
});

describe('htmlToPlainText', () => {
  it('keeps the words and drops every tag', () => {
    expect(htmlToPlainText('<p>Hello <b>players</b></p><p>See <a href="/x">this</a></p>')).toBe(
      'Hello players\nSee this',
    );
  });

  it('drops scripts, styles, handlers and comments entirely', () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script><style>p{}</style><!-- note -->Safe';
    expect(htmlToPlainText(html)).toBe('Safe');
  });

  it('decodes entities without turning them back into markup', () => {
    expect(htmlToPlainText('5 &lt; 6 &amp;&nbsp;&#8364;10 &#x1F389;')).toBe('5 < 6 & €10 🎉');
    expect(htmlToPlainText('&lt;script&gt;')).toBe('<script>');
  });

  it('turns line breaks and list items into lines', () => {
    expect(htmlToPlainText('one<br>two<ul><li>a</li><li>b</li></ul>')).toBe('one\ntwo\n• a\n• b');
  });

  it('drops an unfinished tag at the end while typing', () => {
    expect(htmlToPlainText('Hello <a href="')).toBe('Hello');
  });

  it('shortens long content for a table row', () => {
    expect(contentExcerpt(`<p>${'word '.repeat(40)}</p>`, 20)).toMatch(/^word word word word…$/);
  });
});

describe('form mapping', () => {
  it('starts a new banner in the filtered group, else the home carousel', () => {
    expect(emptyContentDraft('banner', 'w_reg').groupName).toBe('w_reg');
    expect(emptyContentDraft('banner').groupName).toBe('w_home');
    expect(emptyContentDraft('notice', 'w_reg').groupName).toBe('');
  });

  it('reads an item into the form and back into the same body', () => {
    const saved = item({ startsAt: '2026-07-01T08:00:00.000Z', endsAt: '2026-07-02T08:00:00.000Z', sortOrder: 5 });
    const draft = itemToDraft(saved);
    expect(draft.sortOrder).toBe('5');
    const result = validateContentDraft(draft, saved.merchantId, saved.kind);
    expect(result).toEqual({ ok: true, body: itemToUpsert(saved) });
  });

  it('sends only the fields the kind uses', () => {
    const draft = {
      ...emptyContentDraft('marquee'),
      title: '  Big   win\ntoday ',
      content: '<p>stray</p>',
      imageUrl: '/x.png',
      audience: 'F' as const,
    };
    const input = draftToInput(draft, 3, 'marquee');
    expect(input).toMatchObject({
      title: ' Big win today ',
      content: '',
      imageUrl: '',
      audience: 'ALL',
      groupName: '',
    });
    const result = validateContentDraft(draft, 3, 'marquee');
    expect(result.ok && result.body.title).toBe('Big win today');
  });

  it('keeps the audience of a popup and the type of a promotion', () => {
    const popup = draftToInput({ ...emptyContentDraft('popup'), title: 'Hi', audience: 'F' }, 1, 'popup');
    expect(popup.audience).toBe('F');
    const promo = draftToInput(
      { ...emptyContentDraft('promotion'), title: 'Hi', promotionType: 'DEPOSIT' },
      1,
      'promotion',
    );
    expect(promo.promotionType).toBe('DEPOSIT');
  });

  it('asks a banner for its picture and checks its addresses', () => {
    const draft = { ...emptyContentDraft('banner'), title: 'Welcome' };
    const missing = validateContentDraft(draft, 1, 'banner');
    expect(missing.ok ? {} : missing.errors).toMatchObject({ imageUrl: expect.any(String) });
    const badLink = validateContentDraft({ ...draft, imageUrl: '/b.jpg', linkUrl: 'javascript:alert(1)' }, 1, 'banner');
    expect(badLink.ok ? {} : badLink.errors).toHaveProperty('linkUrl');
    const fine = validateContentDraft(
      { ...draft, imageUrl: 'https://cdn.example.com/b.jpg', linkUrl: '/promotions' },
      1,
      'banner',
    );
    expect(fine.ok).toBe(true);
  });

  it('flags a missing title, a bad order and an end before the start', () => {
    const result = validateContentDraft(
      { ...emptyContentDraft('notice'), sortOrder: 'first', startsAt: '2026-07-02T10:00', endsAt: '2026-07-01T10:00' },
      1,
      'notice',
    );
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['endsAt', 'sortOrder', 'title']);
  });

  it('makes the full body for a show/hide switch, clearing codes the schema does not know', () => {
    const body = itemToUpsert(item({ kind: 'popup', audience: 'Z', groupName: 'old' }), { status: 'hidden' });
    expect(body).toMatchObject({ merchantId: 3, kind: 'popup', audience: 'ALL', groupName: '', status: 'hidden' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('createdAt');
  });
});

describe('lists', () => {
  const items = [
    item({ id: 1, kind: 'banner', groupName: 'w_home', sortOrder: 20 }),
    item({ id: 2, kind: 'banner', groupName: 'w_reg', sortOrder: 10 }),
    item({ id: 3, kind: 'banner', groupName: 'w_home', sortOrder: 20 }),
    item({ id: 4, kind: 'marquee' }),
  ];

  it('sorts by order, newest first among equals, and filters banners by group', () => {
    expect(itemsOfKind(items, 'banner').map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(itemsOfKind(items, 'banner', 'w_home').map((entry) => entry.id)).toEqual([3, 1]);
    expect(itemsOfKind(items, 'marquee', 'w_home').map((entry) => entry.id)).toEqual([4]);
  });

  it('counts each kind', () => {
    expect(countByKind(items)).toEqual({ banner: 3, notice: 0, marquee: 1, popup: 0, promotion: 0 });
  });
});
