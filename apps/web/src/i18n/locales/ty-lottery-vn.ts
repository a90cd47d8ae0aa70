import type { enLotteryVn } from './en-lottery-vn';

/** Văn bản tiếng Việt của xổ số ba miền (/vnLottery và sảnh /lott). */
export const tyLotteryVn: typeof enLotteryVn = {
  lotteryVn: {
    regions: {
      'vn-north': 'Miền Bắc',
      'vn-central': 'Miền Trung',
      'vn-south': 'Miền Nam',
    },
    games: {
      'vn-north': 'Xổ Số Miền Bắc',
      'vn-central': 'Xổ Số Miền Trung',
      'vn-south': 'Xổ Số Miền Nam',
    },
    lobbyTitle: 'Xổ số Việt Nam',
    lobbyIntro: 'Các kỳ quay chính thức của miền Bắc, miền Trung và miền Nam mỗi ngày.',
    drawTimes: {
      'vn-north': 'Quay lúc 18:15 hằng ngày',
      'vn-central': 'Quay lúc 17:15, đài theo thứ trong tuần',
      'vn-south': 'Quay lúc 16:15, đài theo thứ trong tuần',
    },
    nextDraw: 'Kỳ quay tới {{when}}',
    closesIn: 'Đóng cược sau',
    cutoff: 'Đóng cược {{minutes}} phút trước giờ quay',
    noDraw: 'Hiện chưa có kỳ quay nhận cược',
    province: 'Đài',
    results: 'Kết quả mới nhất',
    noResults: 'Chưa có kết quả được duyệt',
    resultOf: '{{province}} · {{when}}',
    help: {
      lo2: 'Hai số cuối của bất kỳ giải nào; trả thưởng theo số lần về.',
      xien: 'Mọi số đều về trong các giải.',
      lo_truot4: 'Không số nào trong bốn số về trong các giải.',
    },
    play: 'Cược ngay',
    lastSpecial: 'Giải đặc biệt kỳ trước',
  },
};
