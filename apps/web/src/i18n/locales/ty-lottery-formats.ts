import type { enLotteryFormats } from './en-lottery-formats';

/** Vietnamese (TY) texts of the Keno and K3 betting pages. */
export const tyLotteryFormats: typeof enLotteryFormats = {
  lotteryFormats: {
    help: {
      keno: 'Chọn từ 1 đến 10 số trong 1–80; mỗi kỳ quay 20 bóng. Tiền thưởng theo số lượng số bạn chọn trúng.',
      keno_sum:
        'Theo tổng 20 bóng: Tài khi trên 810, Xỉu khi dưới 810 (bằng 810 thì cả hai thua), Lẻ hoặc Chẵn. Trả × {{odds}}.',
      k3_sum: 'Tổng điểm của ba viên xúc xắc (3–18).',
      k3_side: 'Tài 11–17, Xỉu 4–10, Lẻ hoặc Chẵn theo tổng điểm; ra bộ ba thì thua. Trả × {{odds}}.',
      k3_triple: 'Ba viên cùng mặt: bộ ba bất kỳ hoặc đúng bộ ba bạn chọn.',
      k3_pair: 'Số bạn chọn xuất hiện trên ít nhất hai trong ba viên xúc xắc.',
      ssc_digit: 'Mỗi kỳ quay năm chữ số, mỗi vị trí một số: chọn chữ số ở một vị trí. Trả × {{odds}}.',
      ssc_side: 'Theo tổng năm chữ số (0–45): Tài 23–45, Xỉu 0–22, Lẻ hoặc Chẵn. Trả × {{odds}}.',
    },
    quickPick: 'Chọn nhanh',
    picked: 'Đã chọn {{count}}/{{max}} số',
    spots: 'Vé {{count}} số: một dòng',
    payTable: 'Bảng thưởng vé {{count}} số',
    hitsColumn: 'Số trúng',
    paysColumn: 'Thưởng (× tiền cược)',
    sides: { big: 'Tài', small: 'Xỉu', odd: 'Lẻ', even: 'Chẵn' },
    anyTriple: 'Bộ ba bất kỳ',
    sum: 'Tổng {{sum}}',
    position: 'Vị trí {{position}}',
    positionDigit: 'VT{{position}}: {{digit}}',
  },
};
