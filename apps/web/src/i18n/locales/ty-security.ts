import type { enSecurity } from './en-security';

/** Vietnamese texts of My account's sign-in security (the keys of en-security). */
export const tySecurity: typeof enSecurity = {
  loginPassword: {
    title: 'Đổi mật khẩu đăng nhập',
    hint: 'Sau khi đổi, mọi thiết bị khác đang đăng nhập tài khoản của bạn sẽ bị đăng xuất.',
    current: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    confirm: 'Xác nhận mật khẩu mới',
    submit: 'Đổi mật khẩu',
    saved: 'Đổi mật khẩu thành công',
    savedText: 'Các thiết bị khác của bạn đã được đăng xuất. Thiết bị này vẫn đăng nhập.',
    length: 'Vui lòng nhập mật khẩu từ {{min}} - {{max}} ký tự',
    pattern: 'Mật khẩu chưa đúng định dạng yêu cầu ({{min}} - {{max}} ký tự)',
    wrongCurrent: 'Mật khẩu hiện tại không đúng',
  },
  sessions: {
    title: 'Thiết bị đang đăng nhập',
    hint: 'Tất cả các nơi tài khoản của bạn đang đăng nhập.',
    thisDevice: 'Thiết bị này',
    signedIn: 'Đăng nhập lúc {{time}}',
    expires: 'Hết hạn lúc {{time}}',
    signOutOthers: 'Đăng xuất các phiên khác',
    signedOut_one: 'Đã đăng xuất {{count}} phiên',
    signedOut_other: 'Đã đăng xuất {{count}} phiên',
    noOthers: 'Không có thiết bị nào khác đang đăng nhập.',
  },
  lastLogin: {
    text: 'Lần đăng nhập trước: {{time}} từ {{ip}}',
    textWithoutIp: 'Lần đăng nhập trước: {{time}}',
    first: 'Đây là lần đăng nhập đầu tiên của bạn',
  },
};
