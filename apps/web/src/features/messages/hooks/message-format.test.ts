import type { Message, MessagePage } from '@fortuna/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  bodyPreview,
  dateSpanOf,
  formatFullDate,
  formatShortDate,
  isUnread,
  normaliseBody,
  pageCount,
  pageInRange,
  sitePath,
  withMessageRead,
} from './message-format';

function message(id: number, readAt: string | null): Message {
  return {
    id,
    kind: 'system',
    title: `Message ${id}`,
    body: 'Body',
    link: null,
    createdAt: '2026-05-01T09:30:00Z',
    readAt,
  };
}

describe('normaliseBody', () => {
  it('makes every line break a newline and drops blank edges', () => {
    expect(normaliseBody('\r\n\nHello\r\nthere\rfriend\n\n  ')).toBe('Hello\nthere\nfriend');
  });

  it('keeps blank lines and indentation inside the text', () => {
    expect(normaliseBody('One\n\n  Two')).toBe('One\n\n  Two');
  });

  it('leaves markup as text', () => {
    expect(normaliseBody('<b>bold</b>')).toBe('<b>bold</b>');
  });
});

describe('bodyPreview', () => {
  it('is the first line with text', () => {
    expect(bodyPreview('\n  \n  First line  \nSecond')).toBe('First line');
    expect(bodyPreview('')).toBe('');
  });
});

describe('isUnread', () => {
  it('is true until the message has a read time', () => {
    expect(isUnread({ readAt: null })).toBe(true);
    expect(isUnread({ readAt: '2026-05-01T10:00:00Z' })).toBe(false);
  });
});

describe('sitePath', () => {
  it('keeps a page of this site', () => {
    expect(sitePath('/agentHome?page=realtimeSalary')).toBe('/agentHome?page=realtimeSalary');
    expect(sitePath(' /member?page=messageV2 ')).toBe('/member?page=messageV2');
  });

  it('drops other sites, script addresses and nothing', () => {
    expect(sitePath(null)).toBeNull();
    expect(sitePath('')).toBeNull();
    expect(sitePath('https://example.com')).toBeNull();
    expect(sitePath('//example.com/path')).toBeNull();
    expect(sitePath('/\\example.com')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('brings a page past the end back to the last one', () => {
    expect(pageInRange(3, 0, 10)).toBe(1);
    expect(pageInRange(3, 15, 10)).toBe(2);
    expect(pageInRange(2, 15, 10)).toBe(2);
    expect(pageInRange(0, 15, 10)).toBe(1);
  });
});

describe('withMessageRead', () => {
  const page: MessagePage = {
    list: [message(1, null), message(2, '2026-05-01T10:00:00Z')],
    pageNo: 1,
    pageSize: 10,
    total: 2,
    unread: 3,
  };

  it('puts the read message in place and counts one fewer unread', () => {
    const read = message(1, '2026-05-02T08:00:00Z');
    const next = withMessageRead(page, read);
    expect(next.list[0]).toEqual(read);
    expect(next.list[1]).toBe(page.list[1]);
    expect(next.unread).toBe(2);
    expect(next.total).toBe(2);
  });

  it('does not count a message that was already read', () => {
    expect(withMessageRead(page, message(2, '2026-05-01T10:00:00Z')).unread).toBe(3);
  });

  it('leaves a page without the message as it was', () => {
    expect(withMessageRead(page, message(9, '2026-05-02T08:00:00Z'))).toBe(page);
  });
});

describe('dates', () => {
  const now = new Date(2026, 4, 10, 15, 0);

  it('tells today, this year and older apart in local days', () => {
    expect(dateSpanOf(new Date(2026, 4, 10, 0, 5), now)).toBe('today');
    expect(dateSpanOf(new Date(2026, 4, 9, 23, 59), now)).toBe('thisYear');
    expect(dateSpanOf(new Date(2026, 0, 1), now)).toBe('thisYear');
    expect(dateSpanOf(new Date(2025, 4, 10, 12, 0), now)).toBe('older');
  });

  it('shows the time for today and the full day for older messages', () => {
    const today = new Date(2026, 4, 10, 9, 7).toISOString();
    expect(formatShortDate(today, 'en-GB', now)).toBe('09:07');
    const older = new Date(2024, 11, 31, 12, 0).toISOString();
    expect(formatShortDate(older, 'en-GB', now)).toBe('31/12/2024');
  });

  it('shows unreadable text as it came', () => {
    expect(formatShortDate('not a date', 'en', now)).toBe('not a date');
    expect(formatFullDate('not a date', 'en')).toBe('not a date');
  });

  it('shows the full date and time of an opened message', () => {
    const text = formatFullDate(new Date(2026, 4, 1, 9, 30).toISOString(), 'en-GB');
    expect(text).toContain('2026');
    expect(text).toContain('09:30');
  });
});
