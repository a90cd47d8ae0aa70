import {
  adminChatPageSchema,
  CHAT_API,
  cannedReplySchema,
  chatAgentSchema,
  chatConversationSchema,
  chatCustomerSchema,
  chatMessageSchema,
} from '@fortuna/contracts/chat';
import {
  adminFeedbackPageSchema,
  adminFeedbackSchema,
  FEEDBACK_API,
  type FeedbackStatus,
} from '@fortuna/contracts/feedback';
import { adminKycPageSchema, adminKycSchema, KYC_API, type KycDecision, type KycStatus } from '@fortuna/contracts/kyc';
import { adminProtectionViewSchema, PROTECTION_API } from '@fortuna/contracts/protection';
import {
  memberRiskSchema,
  type OverLimitWins,
  RISK_API,
  type RiskDecision,
  type RiskFlagKind,
  type RiskFlagStatus,
  type RiskLevel,
  riskFlagPageSchema,
  riskFlagSchema,
  riskSettingsSchema,
} from '@fortuna/contracts/risk';
import { z } from 'zod';
import { apiRequest, apiUpload } from '../../../api/client';

const decisionKey = () => `svc-${crypto.randomUUID()}`;

export const serviceKeys = {
  chatAll: ['chat'] as const,
  conversations: (filters: Record<string, string | number | undefined>) => ['chat', 'conversations', filters] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
  customer: (id: number) => ['chat', 'customer', id] as const,
  canned: (merchantId: number) => ['chat', 'canned', merchantId] as const,
  agents: ['chat', 'agents'] as const,
  feedback: (filters: Record<string, string | number | undefined>) => ['feedback', filters] as const,
  feedbackAll: ['feedback'] as const,
  kyc: (filters: Record<string, string | number | undefined>) => ['kyc', filters] as const,
  kycAll: ['kyc'] as const,
  risk: (filters: Record<string, string | number | undefined>) => ['risk', filters] as const,
  riskAll: ['risk'] as const,
  riskMember: (accountId: number) => ['risk', 'member', accountId] as const,
  riskSettings: (merchantId: number) => ['risk', 'settings', merchantId] as const,
  protection: (accountId: number) => ['protection', accountId] as const,
};

// Live chat
export const fetchConversations = (query: { merchantId?: number; status: string }, signal?: AbortSignal) =>
  apiRequest(CHAT_API.admin.conversations, adminChatPageSchema, { query: { ...query, pageSize: 100 }, signal });
export const fetchConversationMessages = (id: number, signal?: AbortSignal) =>
  apiRequest(CHAT_API.admin.messages(id), z.array(chatMessageSchema), { query: { limit: 100 }, signal });
export const fetchChatCustomer = (id: number, signal?: AbortSignal) =>
  apiRequest(CHAT_API.admin.customer(id), chatCustomerSchema.nullable(), { signal });
export const sendStaffMessage = (id: number, body: string) =>
  apiRequest(CHAT_API.admin.messages(id), chatMessageSchema, { method: 'POST', body: { body } });
export function sendStaffImage(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload(CHAT_API.admin.images(id), chatMessageSchema, form);
}
export const assignConversation = (id: number, staffId: number) =>
  apiRequest(CHAT_API.admin.assign(id), chatConversationSchema.passthrough(), { method: 'POST', body: { staffId } });
export const staffTyping = (id: number) => apiRequest(CHAT_API.admin.typing(id), z.null(), { method: 'POST' });
export const staffRead = (id: number, upToId: number) =>
  apiRequest(CHAT_API.admin.read(id), z.null(), { method: 'POST', body: { upToId } });
export const closeConversation = (id: number) => apiRequest(CHAT_API.admin.close(id), z.null(), { method: 'POST' });
export const fetchChatAgents = (signal?: AbortSignal) =>
  apiRequest(CHAT_API.admin.agents, z.array(chatAgentSchema), { signal });
export const fetchCannedReplies = (merchantId: number, signal?: AbortSignal) =>
  apiRequest(CHAT_API.admin.canned, z.array(cannedReplySchema), { query: { merchantId }, signal });
export const saveCannedReply = (
  input: { merchantId: number; title: string; bodyEn: string; bodyTy: string },
  id?: number,
) =>
  apiRequest(id ? CHAT_API.admin.cannedOne(id) : CHAT_API.admin.canned, cannedReplySchema, {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
export const deleteCannedReply = (id: number) =>
  apiRequest(CHAT_API.admin.cannedOne(id), z.null(), { method: 'DELETE' });

// Feedback
export const fetchFeedback = (
  query: { merchantId?: number; status?: FeedbackStatus; pageNo: number },
  signal?: AbortSignal,
) => apiRequest(FEEDBACK_API.admin.list, adminFeedbackPageSchema, { query: { ...query, pageSize: 20 }, signal });
export const replyToFeedback = (id: number, body: string, status: FeedbackStatus) =>
  apiRequest(FEEDBACK_API.admin.reply(id), adminFeedbackSchema, { method: 'POST', body: { body, status } });
export const setFeedbackStatus = (id: number, status: FeedbackStatus) =>
  apiRequest(FEEDBACK_API.admin.status(id), adminFeedbackSchema, { method: 'PUT', body: { status } });

// Identity verification
export const fetchKycQueue = (
  query: { merchantId?: number; status: KycStatus; pageNo: number },
  signal?: AbortSignal,
) => apiRequest(KYC_API.admin.list, adminKycPageSchema, { query: { ...query, pageSize: 20 }, signal });
export const decideKyc = (accountId: number, decision: KycDecision) =>
  apiRequest(KYC_API.admin.decide(accountId), adminKycSchema, {
    method: 'POST',
    body: decision,
    headers: { 'Idempotency-Key': decisionKey() },
  });

// Risk
export const fetchRiskFlags = (
  query: { merchantId?: number; status: RiskFlagStatus; kind?: RiskFlagKind; pageNo: number },
  signal?: AbortSignal,
) => apiRequest(RISK_API.admin.flags, riskFlagPageSchema, { query: { ...query, pageSize: 20 }, signal });
export const decideRiskFlag = (id: number, decision: RiskDecision) =>
  apiRequest(RISK_API.admin.decide(id), riskFlagSchema, {
    method: 'POST',
    body: decision,
    headers: { 'Idempotency-Key': decisionKey() },
  });
export const fetchMemberRisk = (accountId: number, signal?: AbortSignal) =>
  apiRequest(RISK_API.admin.member(accountId), memberRiskSchema, { signal });
export const setRiskLevel = (accountId: number, level: RiskLevel, note: string) =>
  apiRequest(RISK_API.admin.level(accountId), memberRiskSchema, { method: 'PUT', body: { level, note } });
export const fetchRiskSettings = (merchantId: number, signal?: AbortSignal) =>
  apiRequest(RISK_API.admin.settings, riskSettingsSchema, { query: { merchantId }, signal });
export const saveRiskSettings = (input: {
  merchantId: number;
  largeWinThreshold: string | null;
  kycWithdrawalThreshold: string | null;
  overLimitWins: OverLimitWins;
}) => apiRequest(RISK_API.admin.settings, riskSettingsSchema, { method: 'PUT', body: input });
export const fetchProtectionView = (accountId: number, signal?: AbortSignal) =>
  apiRequest(PROTECTION_API.admin.member(accountId), adminProtectionViewSchema, { signal });
