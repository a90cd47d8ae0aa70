import type { enSeamless } from './en-seamless';

/** Vietnamese (TY) texts of the game window (/seamless). */
export const tySeamless: typeof enSeamless = {
  seamless: {
    toolbar: 'Điều khiển trò chơi',
    toLobby: 'Sảnh',
    reload: 'Tải lại',
    fullscreen: 'Toàn màn hình',
    exitFullscreen: 'Thoát toàn màn hình',
    newWindow: 'Cửa sổ mới',
    frameTitle: 'Trò chơi',
    loading: 'Đang tải trò chơi…',
    empty: {
      title: 'Chọn một trò chơi',
      body: 'Chưa có trò chơi nào được mở. Hãy chọn trò chơi ở sảnh và nhấn Bắt đầu để chơi tại đây.',
    },
    unsafe: {
      title: 'Không thể mở trò chơi này',
      body: 'Địa chỉ trò chơi không an toàn để mở. Vui lòng bắt đầu lại trò chơi từ sảnh.',
    },
    failed: {
      title: 'Trò chơi chưa tải được',
      body: 'Kết nối có thể chậm hoặc nhà cung cấp đang bận. Hãy thử lại hoặc mở trò chơi trong cửa sổ mới.',
    },
    poppedOut: {
      title: 'Trò chơi đang mở trong cửa sổ mới',
      body: 'Tiếp tục chơi ở cửa sổ đó, hoặc đưa trò chơi trở lại trang này.',
      playHere: 'Chơi tại đây',
    },
  },
};
