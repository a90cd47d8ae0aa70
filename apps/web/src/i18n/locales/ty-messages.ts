import type { enMessages } from './en-messages';

/** Vietnamese (TY) texts of the platform messages (member centre messageV2, agent centre messages). */
export const tyMessages: typeof enMessages = {
  messages: {
    unreadCount_one: '{{count}} tin nhắn chưa đọc',
    unreadCount_other: '{{count}} tin nhắn chưa đọc',
    allRead: 'Đã đọc tất cả tin nhắn',
    unreadOnly: 'Chỉ tin chưa đọc',
    readAll: 'Đánh dấu đã đọc tất cả',
    unreadLabel: '(chưa đọc)',
    openLink: 'Đi đến trang',
    total_one: '{{count}} tin nhắn',
    total_other: '{{count}} tin nhắn',
    empty: 'Chưa có tin nhắn nào',
    emptyUnread: 'Không có tin nhắn chưa đọc',
    emptyHint: 'Tin nhắn từ hệ thống về tài khoản của bạn sẽ hiển thị tại đây.',
    kinds: {
      system: 'Hệ thống',
      contract: 'Hợp đồng',
      service: 'Chăm sóc khách hàng',
    },
  },
};
