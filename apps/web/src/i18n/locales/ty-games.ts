import type { enGames } from './en-games';

/** Vietnamese texts of the game lobbies, game cards, favourites and launching. */
export const tyGames: typeof enGames = {
  games: {
    count: 'Số trò chơi: {{count}}',
    noData: 'Không có dữ liệu',
    noDataHint: 'Chưa có trò chơi nào ở đây. Hãy thử nhà cung cấp hoặc bộ lọc khác.',
    noMatch: 'Không có trò chơi nào có tên chứa "{{search}}".',
    card: {
      hot: 'Hot',
      new: 'Mới',
      maintenance: 'Bảo trì',
      start: 'Bắt đầu',
      trial: 'Chơi thử',
      favourite: 'Thêm {{name}} vào yêu thích',
      unfavourite: 'Bỏ {{name}} khỏi yêu thích',
    },
    vendorTabs: {
      label: 'Nhà cung cấp',
      ALL: 'Tất cả',
      RECENT: 'Gần đây',
      FAV: 'Yêu thích',
    },
    filters: {
      label: 'Lọc trò chơi',
      NEW: 'Mới',
      FAV: 'Yêu thích',
      ALL: 'Tất cả',
      HOT: 'Hot',
      RECENT: 'Gần đây',
    },
    classify: {
      label: 'Loại trò chơi',
      all: 'Tất cả loại',
      SC: 'Cào thẻ',
      VP: 'Video poker',
      JP: 'Jackpot',
      TG: 'Bàn chơi',
      AC: 'Arcade',
      BG: 'Bingo',
    },
    search: {
      label: 'Tìm trò chơi theo tên',
      placeholder: 'Tìm trò chơi',
      clear: 'Xóa tìm kiếm',
    },
    launch: {
      unavailableTitle: 'Thông báo trò chơi',
      recommended: 'Bạn có thể thử các trò chơi này',
      startGame: 'Bắt đầu {{name}}',
      popupBlocked: 'Cửa sổ bật lên đã bị chặn. Vui lòng cho phép cửa sổ bật lên và thử lại.',
    },
    account: {
      browse: 'Xem slot',
      favorite: {
        title: 'Trò chơi yêu thích',
        subtitle: 'Nhấn vào trái tim trên trò chơi để lưu tại đây.',
        empty: 'Bạn chưa có trò chơi yêu thích nào.',
      },
      recent: {
        title: 'Chơi gần đây',
        subtitle: 'Các trò chơi bạn mở gần đây, mới nhất trước.',
        empty: 'Bạn chưa chơi trò chơi nào.',
      },
    },
  },
};
