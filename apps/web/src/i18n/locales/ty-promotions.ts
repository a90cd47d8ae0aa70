import type { enPromotions } from './en-promotions';

/** Vietnamese (TY) texts of promotions (/promotions), the reward centre and bonus details (member centre). */
export const tyPromotions: typeof enPromotions = {
  promotions: {
    title: 'Khuyến mãi',
    lead: 'Thưởng nạp tiền, phần thưởng mỗi ngày và ưu đãi đặc biệt. Nhận ngay tại đây hoặc trong trung tâm phần thưởng.',
    empty: 'Hiện chưa có khuyến mãi nào',
    details: 'Chi tiết',
    terms: 'Điều khoản',
    period: '{{from}} – {{to}}',
    since: 'Từ {{from}}, đến khi có thông báo mới',
    wagering: 'Cược ×{{multiple}}',
    wageringNote:
      'Trước khi rút tiền, cần cược đủ {{multiple}} lần tiền thưởng trong các ván đã kết thúc. Tiến độ hiển thị trong Chi tiết tiền thưởng.',
    rejectedReason: 'Đơn đăng ký của bạn bị từ chối: {{reason}}',
    streak: 'Chuỗi điểm danh: ngày thứ {{count}}',
    category: {
      all: 'Tất cả',
      deposit: 'Nạp tiền',
      daily: 'Hằng ngày',
      special: 'Đặc biệt',
    },
    action: {
      join: 'Đăng nhập để tham gia',
      claim: 'Nhận {{amount}}',
      apply: 'Đăng ký',
    },
    state: {
      join: 'Đăng nhập để tham gia',
      claim: 'Có thể nhận',
      applying: 'Đang xét duyệt',
      issued: 'Đã nhận',
      rejected: 'Bị từ chối',
      process: 'Chưa đủ điều kiện',
      close: 'Không khả dụng',
      coming_soon: 'Sắp diễn ra',
    },
  },
  rewardCentre: {
    claimable: 'Có thể nhận',
    noneClaimable: 'Hiện chưa có phần thưởng để nhận',
    noneHint: 'Nạp tiền hoặc điểm danh mỗi ngày để nhận thưởng; phần thưởng hiện ở đây ngay khi có thể nhận.',
    allPromotions: 'Xem tất cả khuyến mãi',
    history: 'Lịch sử',
    noHistory: 'Chưa nhận phần thưởng nào',
    claimed: 'Đã nhận thưởng: tiền đã vào ví của bạn.',
    applied: 'Đã gửi đơn đăng ký: chúng tôi sẽ xét duyệt sớm.',
  },
  vip: {
    title: 'Cấp bậc hội viên',
    hint: 'Cấp bậc tăng theo tổng cược hợp lệ và tổng tiền nạp; mỗi cấp mới có thưởng thăng cấp.',
    current: '{{name}} · Cấp {{rank}}',
    none: 'Chưa đạt cấp nào',
    validBet: 'Tổng cược hợp lệ',
    deposit: 'Tổng tiền nạp',
    next: 'Cấp tiếp theo: {{name}}, thưởng thăng cấp {{bonus}}',
    top: 'Bạn đã đạt cấp cao nhất.',
    level: 'Cấp bậc',
    upgradeBonus: 'Thưởng thăng cấp',
    rebate: 'Tỷ lệ hoàn trả',
    rate: '{{area}} {{percent}}%',
    keepRule:
      'Cấp bậc đã đạt được giữ nguyên mãi mãi. Thưởng thăng cấp của mỗi cấp được cộng vào ví chính một lần, ngay khi cấp đó được ghi nhận.',
  },
  bonusDetails: {
    empty: 'Chưa có tiền thưởng',
    emptyHint: 'Các khoản thưởng bạn nhận sẽ hiện ở đây cùng tiến độ cược.',
    progress: 'Tiến độ cược',
    wagering: 'Đã cược {{achieved}} / {{required}} (×{{multiple}})',
    met: 'Đã hoàn thành yêu cầu cược',
    inProgress: 'Đang hoàn thành yêu cầu cược',
  },
};
