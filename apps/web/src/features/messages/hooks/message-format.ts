import type { Message, MessagePage } from '@fortuna/contracts/messages';

/** The body as shown: line breaks made uniform, blank edges dropped (it is shown as text, never as HTML). */
export function normaliseBody(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*\n/, '')
    .trimEnd();
}

/** The first line of text of the body, for the collapsed row. */
export function bodyPreview(body: string): string {
  const line = normaliseBody(body)
    .split('\n')
    .find((text) => text.trim() !== '');
  return line?.trim() ?? '';
}

export function isUnread(message: Pick<Message, 'readAt'>): boolean {
  return message.readAt === null;
}

/**
 * The link's target when it is a page of this site ("/path?query"); anything else (another site, a
 * protocol-relative or script address) is not offered.
 */
export function sitePath(link: string | null): string | null {
  if (link === null) return null;
  const path = link.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page to ask for when the current one has run out (e.g. after everything was read in "unread only"). */
export function pageInRange(pageNo: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, pageNo), pageCount(total, pageSize));
}

/** A cached page after a message was read: the message as answered and one fewer unread if it was. */
export function withMessageRead(page: MessagePage, read: Message): MessagePage {
  const before = page.list.find((message) => message.id === read.id);
  if (!before) return page;
  return {
    ...page,
    list: page.list.map((message) => (message.id === read.id ? read : message)),
    unread: isUnread(before) && !isUnread(read) ? Math.max(0, page.unread - 1) : page.unread,
  };
}

export type DateSpan = 'today' | 'thisYear' | 'older';

/** How far back a date is from now, in local calendar terms. */
export function dateSpanOf(date: Date, now: Date): DateSpan {
  if (date.getFullYear() !== now.getFullYear()) return 'older';
  return date.getMonth() === now.getMonth() && date.getDate() === now.getDate() ? 'today' : 'thisYear';
}

const SHORT_FORMATS: Record<DateSpan, Intl.DateTimeFormatOptions> = {
  today: { hour: '2-digit', minute: '2-digit' },
  thisYear: { day: 'numeric', month: 'short' },
  older: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

/** The row's date: the time for today, the day and month this year, the full day before; unreadable text as it came. */
export function formatShortDate(isoText: string, locale: string, now: Date = new Date()): string {
  const date = new Date(isoText);
  if (Number.isNaN(date.getTime())) return isoText;
  return new Intl.DateTimeFormat(locale, SHORT_FORMATS[dateSpanOf(date, now)]).format(date);
}

/** The opened message's full date and time; unreadable text as it came. */
export function formatFullDate(isoText: string, locale: string): string {
  const date = new Date(isoText);
  if (Number.isNaN(date.getTime())) return isoText;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
