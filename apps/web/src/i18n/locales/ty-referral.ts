import type { enReferral } from './en-referral';

/** Vietnamese (TY) texts of the member centre's invite-and-earn page (referral). */
export const tyReferral: typeof enReferral = {
  referral: {
    title: 'Mời bạn bè, nhận thưởng',
    intro:
      'Chia sẻ đường dẫn của bạn. Khi bạn bè đăng ký qua đường dẫn và đạt các điều kiện dưới đây, bạn nhận thưởng.',
    code: 'Mã mời của bạn',
    link: 'Đường dẫn mời của bạn',
    copy: 'Sao chép {{label}}',
    copied: 'Đã sao chép',
    copyFailed: 'Không sao chép được: hãy chọn nội dung và tự sao chép',
    qrTitle: 'Mã QR của đường dẫn mời {{link}}',
    scanHint: 'Bạn bè có thể quét mã này bằng máy ảnh điện thoại.',
    conditionsTitle: 'Cách nhận thưởng',
    reward: 'Thưởng cho mỗi người bạn',
    noReward: 'Hiện chưa có thưởng; bạn bè được mời vẫn có trong danh sách của bạn.',
    firstDeposit: 'Lần nạp đầu của bạn bè tối thiểu',
    validBet: 'Cược hợp lệ của bạn bè tối thiểu',
    wallet: { main: 'Cộng vào ví chính', bonus: 'Cộng vào ví thưởng' },
    wagering: 'Cần cược ×{{multiple}} trước khi rút',
    noWagering: 'Không cần điều kiện cược',
    fairPlay: 'Bạn bè dùng chung thiết bị, địa chỉ mạng hoặc tài khoản rút tiền với bạn sẽ không được tính.',
    totals: { invited: 'Đã mời', rewarded: 'Đã thưởng', pending: 'Đang thực hiện', earned: 'Tổng đã nhận' },
    inviteesTitle: 'Bạn bè của bạn',
    empty: 'Chưa có bạn bè nào',
    emptyHint: 'Hãy chia sẻ đường dẫn: bạn bè đăng ký qua đường dẫn sẽ hiện ở đây cùng tiến độ.',
    joined: 'Tham gia {{date}}',
    depositStep: 'Nạp lần đầu',
    betStep: 'Cược hợp lệ',
    notYet: 'chưa có',
    status: { pending: 'Đang thực hiện', rewarded: 'Đã thưởng', refused: 'Không đủ điều kiện' },
  },
};
