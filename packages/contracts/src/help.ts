import { z } from 'zod';
import { LANGUAGES } from './system';

/** Devices a help article is written for; the site asks for WEB (GET /wps/system/helpCenter). */
export const HELP_DEVICES = ['WEB'] as const;
export type HelpDevice = (typeof HELP_DEVICES)[number];

/** A term is the article's anchor in /help#term: lowercase letters and digits in dash-separated words. */
export const HELP_TERM_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HELP_TERM_MAX = 64;
export const HELP_CONTENT_MAX = 50_000;

const term = z
  .string()
  .trim()
  .min(1, 'Give the term the help link uses')
  .max(HELP_TERM_MAX)
  .regex(HELP_TERM_PATTERN, 'Use lowercase letters, digits and single dashes, such as responsible-gaming');

/** A help-centre article as the back office reads it: one merchant, language and device. */
export const helpArticleAdminSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  /** EN or TY as saved; read as text so a row of a language this build does not offer still lists. */
  lang: z.string(),
  device: z.string(),
  term: z.string(),
  title: z.string(),
  /** HTML written by staff; the site sanitises it before showing it, as it does announcements. */
  content: z.string(),
  sort: z.number().int(),
});
export type HelpArticleAdmin = z.infer<typeof helpArticleAdminSchema>;

/** POST /api/admin/help-articles and PUT /api/admin/help-articles/:id. */
export const helpArticleUpsertSchema = z.object({
  merchantId: z.number().int().positive(),
  lang: z.enum(LANGUAGES),
  device: z.enum(HELP_DEVICES).default('WEB'),
  term,
  title: z.string().trim().min(1, 'Give a title').max(200),
  content: z.string().trim().min(1, 'Write the article').max(HELP_CONTENT_MAX),
  /** Lower numbers come first in the help centre. */
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type HelpArticleUpsert = z.infer<typeof helpArticleUpsertSchema>;

/** GET /api/admin/help-articles: one merchant's articles, optionally of one language. */
export const helpArticlesQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  lang: z.enum(LANGUAGES).optional(),
});
export type HelpArticlesQuery = z.infer<typeof helpArticlesQuerySchema>;
