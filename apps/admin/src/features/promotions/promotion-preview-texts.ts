import type { MemberPromotion } from '@fortuna/contracts/promotions';

/** The site's words the preview shows around a promotion, in the previewed language (the site's own texts). */
export const PREVIEW_TEXTS = {
  EN: {
    state: {
      join: 'Log in to join',
      claim: 'Ready to claim',
      applying: 'Under review',
      issued: 'Claimed',
      rejected: 'Rejected',
      process: 'Not qualified yet',
      close: 'Not available',
      coming_soon: 'Starts soon',
    } satisfies Record<MemberPromotion['state'], string>,
    category: { deposit: 'Deposit', daily: 'Daily', special: 'Special' },
    claim: 'Claim',
    apply: 'Apply',
    wagering: 'Wagering ×',
    terms: 'Terms',
    tickets: 'Your tickets:',
    toNext: 'more for the next ticket',
    prizes: 'Prizes',
    raffleState: { process: 'Collecting tickets', issued: 'Prize received', close: 'Ended' },
  },
  TY: {
    state: {
      join: 'Đăng nhập để tham gia',
      claim: 'Có thể nhận',
      applying: 'Đang xét duyệt',
      issued: 'Đã nhận',
      rejected: 'Bị từ chối',
      process: 'Chưa đủ điều kiện',
      close: 'Không khả dụng',
      coming_soon: 'Sắp diễn ra',
    } satisfies Record<MemberPromotion['state'], string>,
    category: { deposit: 'Nạp tiền', daily: 'Hằng ngày', special: 'Đặc biệt' },
    claim: 'Nhận',
    apply: 'Đăng ký',
    wagering: 'Cược ×',
    terms: 'Điều khoản',
    tickets: 'Số vé của bạn:',
    toNext: 'nữa để có vé tiếp theo',
    prizes: 'Giải thưởng',
    raffleState: { process: 'Đang tích vé', issued: 'Đã nhận giải', close: 'Đã kết thúc' },
  },
} as const;
