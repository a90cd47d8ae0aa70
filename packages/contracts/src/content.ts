import { z } from 'zod';

/** What the site shows from the back office: banners, notices, the marquee, popup announcements, promotions. */
export const CONTENT_KINDS = ['banner', 'notice', 'marquee', 'popup', 'promotion'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Banner groups of spec §3: home carousel, register popup, side menu. */
export const BANNER_GROUPS = ['w_home', 'w_reg', 'w_leftmenu'] as const;

/** Popup audiences of spec §4: A logged-in, B anonymous, F first-time login. */
export const AUDIENCES = ['A', 'B', 'F'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The site's languages (system.ts LANGUAGES; repeated here, which system.ts imports from). */
const CONTENT_LANGUAGES = ['EN', 'TY'] as const;

/**
 * A content item's text in the site's other languages: the item's own title, content and image are in
 * the merchant's default language (site settings), and a language given here replaces them for a
 * visitor who uses it (an empty field keeps the default's). Staff enter both in the back office.
 */
export const contentTranslationSchema = z.object({
  title: z.string().trim().max(200).default(''),
  content: z.string().max(20_000).default(''),
  imageUrl: z
    .string()
    .trim()
    .max(512)
    .regex(/^(https:\/\/\S+|\/\S*|)$/, 'Use an https:// address or a path starting with /')
    .default(''),
});
export type ContentTranslation = z.infer<typeof contentTranslationSchema>;
export const contentTranslationsSchema = z.partialRecord(z.enum(CONTENT_LANGUAGES), contentTranslationSchema);
export type ContentTranslations = z.infer<typeof contentTranslationsSchema>;

/** Announcements are listed 9 per page (spec §9). */
export const ANNOUNCEMENTS_PER_PAGE = 9;

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  /** Where a click goes: a site path or an https address; '' for none. */
  linkage: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML written by staff; the site sanitises it before showing it. */
  content: z.string(),
  promotionType: z.string(),
  execution: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /wps/announcements: types B (banners), PL (player notices), PU (popups), PR (promotions), H (help). */
export const announcementsQuerySchema = z.object({
  types: z.string().trim().max(32).default('B,PL,PU,PR'),
  platform: z.string().trim().max(8).default('W'),
  /** Audience of the popups: B anonymous, A signed in, F first sign-in. */
  execution: z.enum(AUDIENCES).default('B'),
  /** The visitor's language; the merchant's default language when absent. */
  language: z.enum(CONTENT_LANGUAGES).optional(),
});

/** GET /wps/marquee: the lines in the visitor's language (the merchant's default when absent). */
export const marqueeQuerySchema = z.object({ language: z.enum(CONTENT_LANGUAGES).optional() });
export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const marqueeSchema = z.object({ list: z.array(z.string()) });

// Back office

const link = z
  .string()
  .trim()
  .max(512)
  .regex(/^(https:\/\/\S+|\/\S*|)$/, 'Use an https:// address or a path starting with /');

export const contentUpsertSchema = z
  .object({
    merchantId: z.number().int().positive(),
    kind: z.enum(CONTENT_KINDS),
    groupName: z.enum(BANNER_GROUPS).or(z.literal('')).default(''),
    title: z.string().trim().min(1, 'Give a title').max(200),
    content: z.string().max(20_000).default(''),
    imageUrl: link.default(''),
    linkUrl: link.default(''),
    audience: z.enum(['ALL', ...AUDIENCES]).default('ALL'),
    promotionType: z.string().trim().max(32).default(''),
    sortOrder: z.number().int().min(0).max(100_000).default(100),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    status: z.enum(['active', 'hidden']).default('active'),
    translations: contentTranslationsSchema.default({}),
  })
  .refine((item) => item.kind !== 'banner' || (item.groupName !== '' && item.imageUrl !== ''), {
    message: 'A banner needs a group and an image',
    path: ['imageUrl'],
  });
export type ContentUpsert = z.infer<typeof contentUpsertSchema>;

export const contentItemSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  groupName: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  audience: z.string(),
  promotionType: z.string(),
  sortOrder: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(['active', 'hidden']),
  translations: contentTranslationsSchema,
  createdAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  kind: z.enum(CONTENT_KINDS).optional(),
});
