import { z } from 'zod';

/**
 * Feedback and complaints (spec §1, §5, §7): PUT /wps/feedback with a type, content of at most 140
 * characters and up to 3 PNG/JPEG images of at most 5 MB each (checked by content). Staff answer from
 * the back office; each answer reaches the member as a platform message.
 */
export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'account', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_CONTENT_MAX = 140;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field names: `type`, `content`, and up to 3 files named `file`. */
export const FEEDBACK_FILE_FIELD = 'file';

export const FEEDBACK_API = {
  /** PUT multipart/form-data (type, content, file × 0-3). */
  submit: '/wps/feedback',
  /** GET ?pageNo&pageSize: the member's own feedback with replies. */
  list: '/wps/feedback/list',
  image: (id: number, index: number) => `/wps/feedback/${id}/images/${index}`,
  admin: {
    list: '/api/admin/feedback',
    reply: (id: number) => `/api/admin/feedback/${id}/replies`,
    status: (id: number) => `/api/admin/feedback/${id}/status`,
    image: (id: number, index: number) => `/api/admin/feedback/${id}/images/${index}`,
  },
} as const;

export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(1, 'Input cannot be empty').max(FEEDBACK_CONTENT_MAX),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackReplySchema = z.object({
  id: z.number().int(),
  staffName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  /** Addresses of the images (served only to the member and staff). */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(feedbackReplySchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const feedbackPageSchema = z.object({
  list: z.array(feedbackSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const adminFeedbackQuerySchema = feedbackPageQuerySchema.extend({
  merchantId: z.coerce.number().int().positive().optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;
export const adminFeedbackSchema = feedbackSchema.extend({
  merchantId: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackPageSchema = feedbackPageSchema.extend({ list: z.array(adminFeedbackSchema) });
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

export const feedbackReplyInputSchema = z.object({
  body: z.string().trim().min(1).max(1000),
  /** The status the item takes with this reply (resolved by default). */
  status: z.enum(FEEDBACK_STATUSES).default('resolved'),
});
export const feedbackStatusInputSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
