import { z } from 'zod';

/**
 * Live customer service (spec §1, §2, §7 "live chat model list and launch chat reading chatUrl"):
 * our own chat between members, agents or visitors and support staff in the back office.
 * Messages are sent over HTTP and pushed over Socket.IO (rooms span every node through Redis).
 */
export const CHAT_CHANNELS = ['member', 'agent', 'visitor'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];
/** queued: waiting for staff; assigned: a staff member has it; closed: ended (rated or not). */
export const CHAT_STATUSES = ['queued', 'assigned', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SENDERS = ['customer', 'staff', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_TEXT_MAX = 1000;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Why a visitor writes without signing in. */
export const CHAT_VISITOR_REASONS = ['maintenance', 'blocked', 'locked', 'signed_out'] as const;
/** The header a visitor's calls carry their chat token in. */
export const CHAT_VISITOR_HEADER = 'x-chat-token';

export const CHAT_API = {
  /** GET: the merchant's chat entries (the spec's live chat model list). */
  models: '/wps/chat/models',
  /** POST: the chat address to open (the spec's launch chat, reading chatUrl). */
  launch: '/wps/chat/launch',
  /** POST { name, reason, username? }: a visitor starts a chat and gets its token. */
  visitor: '/wps/chat/visitor',
  /** GET: the caller's open conversation (or null) with its latest messages. */
  current: '/wps/chat/current',
  /** GET ?beforeId: older messages of the caller's conversations. */
  history: '/wps/chat/history',
  /** POST { body }: sends text (opens a conversation when none is open). */
  messages: '/wps/chat/messages',
  /** POST multipart "file": sends an image (PNG or JPEG by content, 5 MB). */
  images: '/wps/chat/images',
  image: (messageId: number) => `/wps/chat/images/${messageId}`,
  typing: '/wps/chat/typing',
  read: '/wps/chat/read',
  rate: '/wps/chat/rating',
  close: '/wps/chat/close',
  admin: {
    conversations: '/api/admin/chat/conversations',
    conversation: (id: number) => `/api/admin/chat/conversations/${id}`,
    messages: (id: number) => `/api/admin/chat/conversations/${id}/messages`,
    images: (id: number) => `/api/admin/chat/conversations/${id}/images`,
    image: (messageId: number) => `/api/admin/chat/images/${messageId}`,
    assign: (id: number) => `/api/admin/chat/conversations/${id}/assign`,
    typing: (id: number) => `/api/admin/chat/conversations/${id}/typing`,
    read: (id: number) => `/api/admin/chat/conversations/${id}/read`,
    close: (id: number) => `/api/admin/chat/conversations/${id}/close`,
    customer: (id: number) => `/api/admin/chat/conversations/${id}/customer`,
    agents: '/api/admin/chat/agents',
    canned: '/api/admin/chat/canned-replies',
    cannedOne: (id: number) => `/api/admin/chat/canned-replies/${id}`,
  },
} as const;

/** Socket events. The customer's sockets join `chat:<conversationId>`; support staff join `chat-staff`. */
export const CHAT_EVENTS = {
  message: 'chat:message',
  typing: 'chat:typing',
  read: 'chat:read',
  conversation: 'chat:conversation',
} as const;

export const chatModelSchema = z.object({ csType: z.string(), title: z.string(), chatUrl: z.string() });
export type ChatModel = z.infer<typeof chatModelSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  staffName: z.string().nullable(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  channel: z.enum(CHAT_CHANNELS),
  assignedStaffName: z.string().nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  /** The last message id the other side has read (for read ticks). */
  otherReadId: z.number().int(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatCurrentSchema = z.object({
  conversation: chatConversationSchema.nullable(),
  /** The newest messages (oldest first); older ones come from history. */
  messages: z.array(chatMessageSchema),
  /** The last closed conversation waiting for a rating, if any. */
  toRate: chatConversationSchema.nullable(),
});
export type ChatCurrent = z.infer<typeof chatCurrentSchema>;

export const chatHistoryQuerySchema = z.object({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const chatTextInputSchema = z.object({ body: z.string().trim().min(1).max(CHAT_TEXT_MAX) });
export const chatReadInputSchema = z.object({ upToId: z.number().int().positive() });
export const chatRatingInputSchema = z.object({
  conversationId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(300).default(''),
});
export const chatVisitorInputSchema = z.object({
  name: z.string().trim().min(1).max(40),
  reason: z.enum(CHAT_VISITOR_REASONS),
  /** A locked account says which one. */
  username: z.string().trim().max(64).default(''),
  language: z.enum(['EN', 'TY']).default('TY'),
});
export const chatVisitorSchema = z.object({ token: z.string(), conversation: chatConversationSchema });

export const adminChatQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
  status: z.enum(['queued', 'assigned', 'closed', 'mine', 'open']).default('open'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminChatQuery = z.infer<typeof adminChatQuerySchema>;
export const adminChatConversationSchema = chatConversationSchema.extend({
  merchantId: z.number().int(),
  accountId: z.number().int().nullable(),
  customerName: z.string(),
  language: z.string(),
  assignedStaffId: z.number().int().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  ratingComment: z.string().nullable(),
  visitorReason: z.string().nullable(),
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;
export const adminChatPageSchema = z.object({
  list: z.array(adminChatConversationSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminChatPage = z.infer<typeof adminChatPageSchema>;
export const chatAssignInputSchema = z.object({ staffId: z.number().int().positive() });
export const chatAgentSchema = z.object({ id: z.number().int(), displayName: z.string(), username: z.string() });

export const chatCustomerSchema = z.object({
  accountId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  balance: z.object({ amount: z.string(), amountMinor: z.string(), currency: z.string() }),
  kycStatus: z.string(),
  riskLevel: z.string(),
  recentOrders: z.array(
    z.object({
      kind: z.enum(['deposit', 'withdrawal']),
      id: z.number().int(),
      orderNo: z.string(),
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ChatCustomer = z.infer<typeof chatCustomerSchema>;

export const cannedReplySchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  title: z.string(),
  bodyEn: z.string(),
  bodyTy: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyInputSchema = z.object({
  merchantId: z.number().int().positive(),
  title: z.string().trim().min(1).max(60),
  bodyEn: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  bodyTy: z.string().trim().min(1).max(CHAT_TEXT_MAX),
});
export const cannedQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
