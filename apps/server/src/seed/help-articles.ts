import type { Language } from '@fortuna/contracts/system';

export interface HelpArticleSeed {
  term: string;
  title: string;
  content: string;
}

/** The demo merchant's help centre, in the two languages the site runs (EN and TY, Vietnamese text). */
export const DEMO_HELP_ARTICLES: Record<Language, HelpArticleSeed[]> = {
  EN: [
    {
      term: 'terms',
      title: 'Terms and conditions',
      content:
        '<p>By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live.</p><ul><li>One account per person, household and device.</li><li>Balances, bets and payouts are recorded in your account history and are final once settled.</li><li>We may ask for identity documents before a withdrawal.</li></ul>',
    },
    {
      term: 'responsible-gaming',
      title: 'Responsible gaming',
      content:
        '<p>Play for entertainment, never to earn money. Set deposit, loss and time limits, and take breaks.</p><p>If gaming stops being fun, you can time out or exclude yourself; contact customer service and we will help at once.</p>',
    },
    {
      term: 'privacy',
      title: 'Privacy policy',
      content:
        '<p>We keep only the data needed to run your account, pay you and meet our legal duties. Passwords are stored hashed; we never ask for them by phone or message.</p>',
    },
    {
      term: 'deposits-withdrawals',
      title: 'Deposits and withdrawals',
      content:
        '<p>Deposits are credited once the payment is confirmed. Withdrawals are paid to a payee account you have bound, after your payment password and any wagering requirement on bonus money.</p>',
    },
    {
      term: 'contact-us',
      title: 'Contact us',
      content:
        '<p>Our support team answers every day. Use the customer-service entries in the menu, or write to the address shown in your member centre. Never share your password or verification codes with anyone.</p>',
    },
  ],
  TY: [
    {
      term: 'terms',
      title: 'Điều khoản và điều kiện',
      content:
        '<p>Khi mở tài khoản, bạn xác nhận mình đủ 18 tuổi trở lên và trò chơi trực tuyến là hợp pháp nơi bạn sinh sống.</p><ul><li>Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản.</li><li>Số dư, cược và tiền thắng được ghi trong lịch sử tài khoản và là cuối cùng khi đã quyết toán.</li><li>Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền.</li></ul>',
    },
    {
      term: 'responsible-gaming',
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy chơi để giải trí, không phải để kiếm tiền. Đặt giới hạn nạp, thua và thời gian, và nghỉ ngơi thường xuyên.</p><p>Nếu trò chơi không còn vui, bạn có thể tạm dừng hoặc tự loại trừ; hãy liên hệ chăm sóc khách hàng, chúng tôi sẽ hỗ trợ ngay.</p>',
    },
    {
      term: 'privacy',
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ lưu dữ liệu cần thiết để vận hành tài khoản, thanh toán cho bạn và tuân thủ pháp luật. Mật khẩu được lưu dưới dạng băm; chúng tôi không bao giờ hỏi mật khẩu qua điện thoại hay tin nhắn.</p>',
    },
    {
      term: 'deposits-withdrawals',
      title: 'Nạp và rút tiền',
      content:
        '<p>Tiền nạp được ghi có khi thanh toán được xác nhận. Tiền rút được trả vào tài khoản nhận đã liên kết, sau khi nhập mật khẩu thanh toán và hoàn tất yêu cầu cược với tiền thưởng.</p>',
    },
    {
      term: 'contact-us',
      title: 'Liên hệ',
      content:
        '<p>Đội hỗ trợ làm việc mỗi ngày. Hãy dùng các mục chăm sóc khách hàng trong menu hoặc địa chỉ trong trung tâm thành viên. Không bao giờ chia sẻ mật khẩu hay mã xác minh với bất kỳ ai.</p>',
    },
  ],
};
