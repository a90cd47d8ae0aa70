import type { enHome } from './en-home';

/** Vietnamese texts of the home lobby, the notices and the popup announcements. */
export const tyHome: typeof enHome = {
  home: {
    heroEyebrow: 'Chào mừng đến với',
    heroText: 'Sòng bài trực tuyến, nổ hũ, thể thao và xổ số tại một nơi. Hãy lưu trang và chơi có trách nhiệm.',
    gameAreas: 'Khu vực trò chơi',
    areaHint: 'Khám phá',
    marquee: {
      label: 'Tin mới nhất',
    },
    banner: {
      label: 'Ưu đãi nổi bật',
      previous: 'Banner trước',
      next: 'Banner tiếp theo',
      goTo: 'Xem banner {{index}}',
    },
    jackpot: {
      title: 'Hũ thưởng lũy tiến',
      cta: 'Chơi nổ hũ',
      aria: 'Hũ thưởng lũy tiến {{value}}: chơi nổ hũ',
    },
    winners: {
      title: 'Người thắng lớn',
      emptyTitle: 'Chiến thắng lớn tiếp theo có thể là của bạn',
      emptyText: 'Các chiến thắng mới sẽ hiện ở đây ngay khi người chơi trúng thưởng.',
    },
    sections: {
      RECENT: 'Chơi gần đây',
      FAV: 'Yêu thích',
      HOT: 'Trò chơi hot',
      more: 'Xem thêm',
      less: 'Thu gọn',
      all: 'Tất cả',
      favEmpty: 'Nhấn vào trái tim trên trò chơi bất kỳ để lưu tại đây.',
    },
  },
  notices: {
    title: 'Thông báo',
    empty: 'Hiện chưa có thông báo',
    emptyText: 'Tin tức của trang sẽ hiển thị tại đây.',
  },
  announcements: {
    title: 'Thông báo',
    pick: 'Chọn một thông báo để đọc.',
    goToPromotion: 'Đến khuyến mãi',
  },
};
