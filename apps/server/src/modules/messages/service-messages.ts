import type { DbOrTx } from '../../db/client';
import { sendMessages } from './messages.service';

type Language = 'EN' | 'TY';

/** What customer service, identity checks and risk tell a member by platform message. */
export type ServiceNotice =
  | { kind: 'feedback_reply'; feedbackId: number; reply: string }
  | { kind: 'chat_reply'; staffName: string; preview: string }
  | { kind: 'kyc_verified' }
  | { kind: 'kyc_rejected'; reason: string };

function textOf(notice: ServiceNotice, language: Language): { title: string; body: string } {
  const isEnglish = language === 'EN';
  switch (notice.kind) {
    case 'feedback_reply':
      return {
        title: isEnglish ? 'Customer service answered your feedback' : 'Chăm sóc khách hàng đã trả lời góp ý của bạn',
        body: notice.reply,
      };
    case 'chat_reply':
      return {
        title: isEnglish ? 'New reply in your customer-service chat' : 'Có trả lời mới trong cuộc trò chuyện hỗ trợ',
        body: `${notice.staffName}: ${notice.preview}`,
      };
    case 'kyc_verified':
      return isEnglish
        ? { title: 'Your identity is verified', body: 'Thank you: your identity documents were accepted.' }
        : { title: 'Danh tính của bạn đã được xác minh', body: 'Cảm ơn bạn: giấy tờ tùy thân đã được chấp nhận.' };
    case 'kyc_rejected':
      return isEnglish
        ? {
            title: 'Your identity verification was not accepted',
            body: `Reason: ${notice.reason}. Please upload clear documents and submit again.`,
          }
        : {
            title: 'Xác minh danh tính chưa được chấp nhận',
            body: `Lý do: ${notice.reason}. Vui lòng tải lên giấy tờ rõ ràng và gửi lại.`,
          };
  }
}

const LINKS: Record<ServiceNotice['kind'], string> = {
  feedback_reply: '/member?page=feedback',
  chat_reply: '/?chat=open',
  kyc_verified: '/member?page=verification',
  kyc_rejected: '/member?page=verification',
};

/** Sends one service notice to a member, in the member's language, inside the caller's transaction. */
export function sendServiceNotice(
  tx: DbOrTx,
  member: { id: number; merchantId: number; language: string },
  notice: ServiceNotice,
): Promise<void> {
  const language: Language = member.language === 'EN' ? 'EN' : 'TY';
  const text = textOf(notice, language);
  return sendMessages(tx, [
    {
      merchantId: member.merchantId,
      accountId: member.id,
      kind: 'service',
      title: text.title,
      body: text.body.slice(0, 1000),
      link: LINKS[notice.kind],
    },
  ]);
}
