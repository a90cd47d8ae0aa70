import type { HelpArticleAdmin } from '@fortuna/contracts/help';
import { describe, expect, it } from 'vitest';
import {
  articlesOfLanguage,
  articleToDraft,
  countByLanguage,
  emptyHelpDraft,
  nextSort,
  termFromTitle,
  validateHelpDraft,
} from './help-meta';

function article(changes: Partial<HelpArticleAdmin> = {}): HelpArticleAdmin {
  return {
    id: 1,
    merchantId: 3,
    lang: 'EN',
    device: 'WEB',
    term: 'terms',
    title: 'Terms and conditions',
    content: '<p>Rules</p>',
    sort: 0,
    ...changes,
  };
}

const ARTICLES = [
  article({ id: 4, term: 'privacy', sort: 2 }),
  article({ id: 2, term: 'contact-us', sort: 5 }),
  article({ id: 1 }),
  article({ id: 3, term: 'faq', sort: 2 }),
  article({ id: 5, lang: 'TY', term: 'terms', sort: 9 }),
];

describe('help articles of a language', () => {
  it('come in help-centre order: lowest order first, then the oldest', () => {
    expect(articlesOfLanguage(ARTICLES, 'EN').map((item) => item.id)).toEqual([1, 3, 4, 2]);
    expect(articlesOfLanguage(ARTICLES, 'TY').map((item) => item.id)).toEqual([5]);
  });

  it('are counted per tab, and a new one goes after the last', () => {
    expect(countByLanguage(ARTICLES)).toEqual({ EN: 4, TY: 1 });
    expect(nextSort(ARTICLES, 'EN')).toBe(6);
    expect(nextSort([], 'TY')).toBe(0);
  });
});

describe('termFromTitle', () => {
  it('makes a link term of a title in either language', () => {
    expect(termFromTitle('Responsible gaming')).toBe('responsible-gaming');
    expect(termFromTitle('Nạp & rút tiền')).toBe('nap-rut-tien');
    expect(termFromTitle('Điều khoản và điều kiện')).toBe('dieu-khoan-va-dieu-kien');
    expect(termFromTitle('  FAQ: 24/7 help!  ')).toBe('faq-24-7-help');
    expect(termFromTitle('x'.repeat(80))).toHaveLength(64);
  });
});

describe('validateHelpDraft', () => {
  it('gives the body the server checks, trimmed, with the order as a number', () => {
    const draft = { ...emptyHelpDraft(3), term: ' vip ', title: ' VIP ', content: '<p>Levels</p>' };
    expect(validateHelpDraft(draft, 3, 'TY', ARTICLES)).toEqual({
      ok: true,
      body: { merchantId: 3, lang: 'TY', device: 'WEB', term: 'vip', title: 'VIP', content: '<p>Levels</p>', sort: 3 },
    });
  });

  it('marks each wrong field', () => {
    const result = validateHelpDraft({ ...emptyHelpDraft(0), term: 'Bad Term', sort: 'first' }, 3, 'EN', []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['content', 'sort', 'term', 'title']);
  });

  it('refuses a term the language already has, but not one of the other language', () => {
    const draft = { ...articleToDraft(article({ id: 9 })), title: 'Again' };
    const taken = validateHelpDraft(draft, 3, 'EN', ARTICLES);
    expect(taken.ok ? undefined : taken.errors.term).toMatch(/already has an article/);
    expect(validateHelpDraft({ ...draft, term: 'privacy' }, 3, 'TY', ARTICLES).ok).toBe(true);
  });
});
