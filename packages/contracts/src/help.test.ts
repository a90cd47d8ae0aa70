import { describe, expect, it } from 'vitest';
import { helpArticlesQuerySchema, helpArticleUpsertSchema } from './help';

const article = { merchantId: 1, lang: 'EN', term: 'responsible-gaming', title: 'Play safe', content: '<p>Hi</p>' };

describe('help article', () => {
  it('fills the device and the order, and trims what staff typed', () => {
    expect(helpArticleUpsertSchema.parse({ ...article, term: ' contact-us ', title: ' Contact us ' })).toEqual({
      ...article,
      term: 'contact-us',
      title: 'Contact us',
      device: 'WEB',
      sort: 0,
    });
  });

  it('takes a term the /help#term link can carry as it is', () => {
    for (const term of ['terms', 'faq-2', 'deposits-withdrawals', '24h']) {
      expect(helpArticleUpsertSchema.safeParse({ ...article, term }).success, term).toBe(true);
    }
    for (const term of ['', 'Terms', 'two words', 'a--b', '-lead', 'trail-', 'a_b', 'ví-dụ', 'x'.repeat(65)]) {
      expect(helpArticleUpsertSchema.safeParse({ ...article, term }).success, term).toBe(false);
    }
  });

  it('refuses a language or device the site does not ask for, and an empty title or article', () => {
    for (const change of [{ lang: 'VI' }, { device: 'APP' }, { title: '  ' }, { content: ' ' }, { sort: -1 }]) {
      expect(helpArticleUpsertSchema.safeParse({ ...article, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('lists by merchant, with an optional language', () => {
    expect(helpArticlesQuerySchema.parse({ merchantId: '3' })).toEqual({ merchantId: 3 });
    expect(helpArticlesQuerySchema.parse({ merchantId: '3', lang: 'TY' })).toEqual({ merchantId: 3, lang: 'TY' });
    expect(helpArticlesQuerySchema.safeParse({ merchantId: '3', lang: 'XX' }).success).toBe(false);
  });
});
