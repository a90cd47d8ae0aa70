import type { enDownload } from './en-download';

/** Vietnamese texts of the app download page (/download) and the side menu's link to it. */
export const tyDownload: typeof enDownload = {
  download: {
    eyebrow: 'Ứng dụng di động',
    title: 'Tải ứng dụng',
    subtitle: 'Chơi {{name}} ngay trên điện thoại. Chọn thiết bị của bạn, sau đó quét mã hoặc nhấn nút tải về.',
    selected: 'Đã chọn',
    platforms: {
      ios: {
        name: 'iOS',
        description: 'Dành cho iPhone và iPad.',
      },
      android: {
        name: 'Android',
        description: 'Dành cho điện thoại và máy tính bảng Android.',
      },
      liteIos: {
        name: 'iOS bản nhẹ',
        description: 'Ứng dụng iPhone gọn nhẹ, cài đặt nhanh và tốn ít dung lượng hơn.',
      },
    },
    button: 'Tải cho {{platform}}',
    scanHint: 'Quét mã bằng camera điện thoại',
    qrLabel: 'Mã QR của liên kết tải ứng dụng {{platform}}',
    unavailable: 'Ứng dụng {{platform}} hiện chưa có.',
    allOptions: 'Xem tất cả cách tải',
  },
};
