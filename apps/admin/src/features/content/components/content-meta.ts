import {
  AUDIENCES,
  BANNER_GROUPS,
  CONTENT_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentTranslations,
  type ContentUpsert,
  contentUpsertSchema,
} from '@fortuna/contracts/content';
import type { z } from 'zod';
import type { BadgeTone } from '../../../ui/Badge';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type ContentAudience = 'ALL' | (typeof AUDIENCES)[number];
export type ContentStatus = ContentItem['status'];

export const CONTENT_AUDIENCES: readonly ContentAudience[] = ['ALL', ...AUDIENCES];

interface KindMeta {
  /** The tab: "Banners". */
  label: string;
  /** One item, for buttons and toasts: "banner". */
  noun: string;
  /** What the site does with it, for the empty state and the tab note. */
  description: string;
}

export const KIND_META: Record<ContentKind, KindMeta> = {
  banner: {
    label: 'Banners',
    noun: 'banner',
    description: 'Pictures in the home carousel, the sign-up popup and the side menu, each with an optional link.',
  },
  notice: {
    label: 'Notices',
    noun: 'notice',
    description: 'Announcements players read under the bell in the site header.',
  },
  marquee: {
    label: 'Marquee',
    noun: 'marquee line',
    description: 'Short lines that scroll across the top of the home lobby.',
  },
  popup: {
    label: 'Popups',
    noun: 'popup',
    description: 'Announcements that pop up when the site opens, for visitors, signed-in players or first sign-ins.',
  },
  promotion: {
    label: 'Promotions',
    noun: 'promotion',
    description: 'Offers listed on the promotions page of the site.',
  },
};

export const BANNER_GROUP_META: Record<BannerGroup, { label: string; hint: string }> = {
  w_home: { label: 'Home carousel', hint: 'The large slides at the top of the home page' },
  w_reg: { label: 'Sign-up popup', hint: 'The picture beside the registration form' },
  w_leftmenu: { label: 'Side menu', hint: 'The picture in the side menu' },
};

export const AUDIENCE_META: Record<ContentAudience, { label: string; hint: string; tone: BadgeTone }> = {
  ALL: { label: 'Everyone', hint: 'Visitors and signed-in players', tone: 'accent' },
  A: { label: 'Signed in', hint: 'Players who are signed in', tone: 'success' },
  B: { label: 'Visitors', hint: 'People who are not signed in', tone: 'info' },
  F: { label: 'First sign-in', hint: 'Players signing in for the first time', tone: 'warning' },
};

export const STATUS_META: Record<ContentStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Shown', tone: 'success' },
  hidden: { label: 'Hidden', tone: 'neutral' },
};

export function isContentKind(value: string | null): value is ContentKind {
  return CONTENT_KINDS.some((kind) => kind === value);
}

export function isBannerGroup(value: string | null): value is BannerGroup {
  return BANNER_GROUPS.some((group) => group === value);
}

export function isAudience(value: string): value is ContentAudience {
  return CONTENT_AUDIENCES.some((audience) => audience === value);
}

/** "Home carousel", or the raw name of a group this build does not know. */
export function bannerGroupLabel(group: string): string {
  return isBannerGroup(group) ? BANNER_GROUP_META[group].label : group || 'No group';
}

/** The audience a popup is shown to; an unknown code reads as everyone, as the site treats it. */
export function audienceOf(audience: string): ContentAudience {
  return isAudience(audience) ? audience : 'ALL';
}

/** Fields each kind edits beyond title, order, schedule and status. */
export const KIND_FIELDS: Record<
  ContentKind,
  { banner: boolean; content: boolean; audience: boolean; promotionType: boolean }
> = {
  banner: { banner: true, content: false, audience: false, promotionType: false },
  notice: { banner: false, content: true, audience: false, promotionType: false },
  marquee: { banner: false, content: false, audience: false, promotionType: false },
  popup: { banner: false, content: true, audience: true, promotionType: false },
  promotion: { banner: false, content: true, audience: false, promotionType: true },
};

// Schedule

export type ScheduleState = 'live' | 'scheduled' | 'ended';

export const SCHEDULE_META: Record<ScheduleState, { label: string; tone: BadgeTone; hint: string }> = {
  live: { label: 'Live now', tone: 'success', hint: 'Inside its schedule' },
  scheduled: { label: 'Scheduled', tone: 'info', hint: 'Starts later' },
  ended: { label: 'Ended', tone: 'neutral', hint: 'Its end time has passed' },
};

function timeOf(iso: string | null): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Where `now` falls in a schedule, as the site decides it: live from the start (inclusive) until the end
 * (exclusive); no start means already started, no end means never ends.
 */
export function scheduleState(startsAt: string | null, endsAt: string | null, now: number = Date.now()): ScheduleState {
  const ends = timeOf(endsAt);
  if (ends !== undefined && ends <= now) return 'ended';
  const starts = timeOf(startsAt);
  if (starts !== undefined && starts > now) return 'scheduled';
  return 'live';
}

/** Whether players see the item right now: shown and inside its schedule. */
export function isOnSite(item: Pick<ContentItem, 'status' | 'startsAt' | 'endsAt'>, now: number = Date.now()): boolean {
  return item.status === 'active' && scheduleState(item.startsAt, item.endsAt, now) === 'live';
}

const scheduleFormat = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22 Nov 2026, 10:53" in the browser's time zone. */
export function formatScheduleDate(iso: string): string {
  const time = timeOf(iso);
  return time === undefined ? iso : scheduleFormat.format(time);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO moment as a datetime-local input holds it ("2026-11-22T10:53"), in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO moment; '' is none, and text that is no date comes back as it is. */
export function localInputToIso(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed) ? new Date(trimmed).getTime() : Number.NaN;
  return Number.isNaN(time) ? trimmed : new Date(time).toISOString();
}

// Content preview

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#')) {
      const point = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return ENTITIES[lower] ?? entity;
  });
}

/**
 * The words of staff-written HTML, for the back-office preview: scripts, styles and every tag are dropped,
 * block ends become line breaks and entities are decoded. The result is shown as text, never as HTML.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, '')
    // Line breaks in the source are only spaces in HTML; the tags below make the lines.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/?(p|div|ul|ol|li|h[1-6]|tr|table|blockquote|section|article)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/<[\s\S]*$/, '');
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The first words of an item's content, for a table row. */
export function contentExcerpt(html: string, length = 90): string {
  const text = htmlToPlainText(html).replace(/\s+/g, ' ');
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

// Form

/** What the content form edits, as its inputs hold it (order as typed text, dates as datetime-local values). */
export interface ContentDraft {
  groupName: BannerGroup | '';
  title: string;
  content: string;
  imageUrl: string;
  linkUrl: string;
  audience: ContentAudience;
  promotionType: string;
  sortOrder: string;
  startsAt: string;
  endsAt: string;
  status: ContentStatus;
  translations: ContentTranslations;
}

export const DEFAULT_SORT_ORDER = 100;

/** A new item of `kind`; a new banner goes to the group the list is filtered to, else the home carousel. */
export function emptyContentDraft(kind: ContentKind, preferredGroup: BannerGroup | '' = ''): ContentDraft {
  return {
    groupName: kind === 'banner' ? preferredGroup || 'w_home' : '',
    title: '',
    content: '',
    imageUrl: '',
    linkUrl: '',
    audience: 'ALL',
    promotionType: '',
    sortOrder: String(DEFAULT_SORT_ORDER),
    startsAt: '',
    endsAt: '',
    status: 'active',
    translations: {},
  };
}

export function itemToDraft(item: ContentItem): ContentDraft {
  return {
    groupName: isBannerGroup(item.groupName) ? item.groupName : '',
    title: item.title,
    content: item.content,
    imageUrl: item.imageUrl,
    linkUrl: item.linkUrl,
    audience: audienceOf(item.audience),
    promotionType: item.promotionType,
    sortOrder: String(item.sortOrder),
    startsAt: isoToLocalInput(item.startsAt),
    endsAt: isoToLocalInput(item.endsAt),
    status: item.status,
    translations: item.translations,
  };
}

/** Typed order text as a number; anything but a plain number is NaN, so the schema asks for a whole number. */
export function parseSortOrder(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The form as the body the shared schema checks. Fields the kind does not use are sent empty, so a
 * marquee line never carries a stray image or popup audience.
 */
export function draftToInput(
  draft: ContentDraft,
  merchantId: number,
  kind: ContentKind,
): z.input<typeof contentUpsertSchema> {
  const fields = KIND_FIELDS[kind];
  return {
    merchantId,
    kind,
    groupName: fields.banner ? draft.groupName : '',
    title: kind === 'marquee' ? draft.title.replace(/\s+/g, ' ') : draft.title,
    content: fields.content ? draft.content : '',
    imageUrl: fields.banner ? draft.imageUrl.trim() : '',
    linkUrl: fields.banner ? draft.linkUrl.trim() : '',
    audience: fields.audience ? draft.audience : 'ALL',
    promotionType: fields.promotionType ? draft.promotionType : '',
    sortOrder: parseSortOrder(draft.sortOrder),
    startsAt: localInputToIso(draft.startsAt),
    endsAt: localInputToIso(draft.endsAt),
    status: draft.status,
    translations: draft.translations,
  };
}

export type ContentFormResult = { ok: true; body: ContentUpsert } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the shared schema, plus what the schema leaves to the form: a banner's group and
 * image each named on their own field, dates that are dates, and an end after the start.
 */
export function validateContentDraft(draft: ContentDraft, merchantId: number, kind: ContentKind): ContentFormResult {
  const input = draftToInput(draft, merchantId, kind);
  const parsed = contentUpsertSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (kind === 'banner') {
    if (input.groupName === '') errors.groupName = 'Choose where the banner shows';
    if (input.imageUrl === '') errors.imageUrl = 'Give the address of the banner picture';
  }
  for (const key of ['startsAt', 'endsAt'] as const) {
    const value = input[key];
    if (value && Number.isNaN(Date.parse(value))) errors[key] = 'Enter a date and time, or leave it empty';
  }
  const starts = timeOf(input.startsAt ?? null);
  const ends = timeOf(input.endsAt ?? null);
  if (starts !== undefined && ends !== undefined && ends <= starts && !errors.endsAt) {
    errors.endsAt = 'The end must come after the start';
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/**
 * The full body that saves `item` with `changes` applied, for the show/hide toggle of a row: the server
 * replaces every field, so nothing may be left out. A group or audience the schema does not know is cleared.
 */
export function itemToUpsert(item: ContentItem, changes: Partial<ContentUpsert> = {}): ContentUpsert {
  const { id: _id, createdAt: _createdAt, groupName, audience, ...rest } = item;
  return {
    ...rest,
    groupName: isBannerGroup(groupName) ? groupName : '',
    audience: audienceOf(audience),
    ...changes,
  };
}

/** The items of one kind, in the order the site shows them (lowest order first, newest first among equals). */
export function itemsOfKind(
  items: readonly ContentItem[],
  kind: ContentKind,
  group: BannerGroup | '' = '',
): ContentItem[] {
  return items
    .filter((item) => item.kind === kind && (kind !== 'banner' || !group || item.groupName === group))
    .sort((a, b) => a.sortOrder - b.sortOrder || b.id - a.id);
}

/** How many items of each kind, for the tab labels. */
export function countByKind(items: readonly ContentItem[]): Record<ContentKind, number> {
  const counts: Record<ContentKind, number> = { banner: 0, notice: 0, marquee: 0, popup: 0, promotion: 0 };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}
