import type { StartupDictionary } from './ty-account';
import { tyAuth } from './ty-auth';
import { tyDownload } from './ty-download';
import { tyGames } from './ty-games';
import { tyHome } from './ty-home';
import { tyLottery } from './ty-lottery';
import { tyLotteryFormats } from './ty-lottery-formats';
import { tyLotterySea } from './ty-lottery-sea';
import { tyLotteryStats } from './ty-lottery-stats';
import { tyLotteryVn } from './ty-lottery-vn';
import { tyMember } from './ty-member';
import { tySeamless } from './ty-seamless';
import { tySportsbook } from './ty-sportsbook';
import { tyVendors } from './ty-vendors';

/**
 * Vietnamese dictionary (language code TY, the site default), without the account texts, which load
 * with the screens that use them (ty-account.ts).
 */
export const ty: StartupDictionary = {
  common: {
    close: 'Đóng',
    retry: 'Thử lại',
    backHome: 'Về trang chủ',
    comingSoon: 'Sắp ra mắt',
    loading: 'Đang tải…',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    cancel: 'Hủy',
    confirm: 'Xác nhận',
    login: 'Đăng nhập',
    register: 'Đăng ký',
    signOut: 'Đăng xuất',
    myAccount: 'Tài khoản của tôi',
    save: 'Lưu',
  },
  language: {
    label: 'Ngôn ngữ',
  },
  theme: {
    label: 'Giao diện',
    dark: 'Tối',
    light: 'Sáng',
    toLight: 'Chuyển sang giao diện sáng',
    toDark: 'Chuyển sang giao diện tối',
  },
  startup: {
    errorTitle: 'Không thể kết nối',
    networkError: 'Kết nối mạng bất thường, vui lòng thử lại',
  },
  maintenance: {
    defaultTitle: 'Hệ thống đang bảo trì',
    defaultMessage: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau.',
    hint: 'Trang sẽ tự động mở lại ngay khi hệ thống hoạt động trở lại.',
  },
  blocked: {
    title: 'Truy cập bị hạn chế',
    message: 'Quyền truy cập bị hạn chế tại khu vực của bạn',
    ipLabel: 'Địa chỉ IP của bạn',
    hint: 'Nếu bạn cho rằng đây là nhầm lẫn, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
  },
  customerService: {
    button: 'Chăm sóc khách hàng',
    title: 'Chăm sóc khách hàng',
    LIVECHAT: 'Trò chuyện trực tuyến',
    FACEBOOK: 'Facebook',
    TELEGRAM: 'Telegram',
  },
  playWatch: {
    realityTitle: 'Nhắc nhở thời gian chơi',
    realityBody: 'Bạn đã chơi {{minutes}} phút. Kết quả phiên này: {{net}}.',
    keepPlaying: 'Tiếp tục chơi',
    sessionOverTitle: 'Đã hết thời gian phiên chơi',
    sessionOverBody: 'Bạn đã đạt giới hạn thời gian phiên chơi đã đặt. Hãy nghỉ ngơi: bạn sẽ được đăng xuất ngay.',
    excludedTitle: 'Bạn đang tạm nghỉ',
    excludedBody: 'Thời gian tạm nghỉ hoặc tự loại trừ của bạn đã bắt đầu. Bạn sẽ được đăng xuất trên thiết bị này.',
  },
  chat: {
    title: 'Chăm sóc khách hàng',
    statusNew: 'Hãy nhắn cho chúng tôi: nhân viên sẽ trả lời tại đây',
    statusQueued: 'Đang chờ nhân viên hỗ trợ…',
    statusAssigned: 'Đang trò chuyện với {{name}}',
    end: 'Kết thúc',
    welcome:
      'Xin chào! Hãy cho chúng tôi biết bạn cần hỗ trợ gì, nhân viên sẽ trả lời ngay. Tin nhắn vẫn được lưu khi chúng tôi ngoại tuyến.',
    older: 'Xem tin nhắn trước',
    typing: 'Nhân viên đang nhập…',
    placeholder: 'Nhập tin nhắn',
    send: 'Gửi',
    attach: 'Gửi hình ảnh (PNG hoặc JPEG, tối đa 5 MB)',
    image: 'Hình ảnh',
    imageFailed: 'Không thể hiển thị hình ảnh',
    rateTitle: 'Bạn đánh giá dịch vụ thế nào?',
    stars_one: '{{count}} sao',
    stars_other: '{{count}} sao',
    rateComment: 'Góp ý thêm (không bắt buộc)',
    rateSend: 'Gửi đánh giá',
    visitorIntro: 'Bạn có thể liên hệ chăm sóc khách hàng mà không cần đăng nhập. Hãy cho biết tên để bắt đầu.',
    visitorLocked:
      'Tài khoản hoặc địa chỉ IP của bạn đang bị khóa. Hãy cho biết tên và tên đăng nhập, nhân viên sẽ giúp bạn mở khóa.',
    visitorName: 'Tên của bạn',
    visitorUsername: 'Tên đăng nhập (không bắt buộc)',
    visitorUsernameHint: 'Tài khoản bạn cần hỗ trợ',
    visitorStart: 'Bắt đầu trò chuyện',
    nameRequired: 'Vui lòng nhập tên của bạn',
    system: {
      assigned: '{{name}} đã tham gia cuộc trò chuyện',
      closed: 'Cuộc trò chuyện đã kết thúc',
      started: 'Cuộc trò chuyện đã bắt đầu',
    },
  },
  header: {
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    notices: 'Thông báo',
    home: 'Trang chủ',
    vipRank: 'Cấp {{rank}}',
  },
  sideMenu: {
    label: 'Menu chính',
    home: 'Trang chủ',
    deposit: 'Nạp tiền',
    withdraw: 'Rút tiền',
    promotions: 'Khuyến mãi',
    referral: 'Mời bạn bè',
    rewardCentre: 'Trung tâm phần thưởng',
    pointsMall: 'Đổi điểm thưởng',
    appDownload: 'Tải ứng dụng',
    scanHint: 'Quét bằng camera điện thoại',
    ios: 'iOS',
    android: 'Android',
    customerService: 'Chăm sóc khách hàng',
  },
  signOut: {
    title: 'Đăng xuất',
    body: 'Bạn có chắc chắn muốn đăng xuất?',
  },
  footer: {
    help: 'Trung tâm trợ giúp',
    helpEmpty: 'Các bài viết trợ giúp sẽ hiển thị tại đây.',
    follow: 'Theo dõi chúng tôi',
    responsible:
      'Cờ bạc có thể gây nghiện. Hãy chơi có trách nhiệm. Chỉ người chơi từ 18 tuổi trở lên mới được đăng ký.',
    ageBadge: '18+',
    mirrors: 'Trang dự phòng',
    rights: 'Bảo lưu mọi quyền.',
  },
  mirrors: {
    title: 'Trang dự phòng',
    intro:
      'Nếu bạn gặp khó khăn khi truy cập trang, hãy thử các trang dự phòng bên dưới. Bạn luôn có thể tìm thấy một tên miền an toàn khả dụng tại khu vực của mình. Hãy lưu lại.',
    main: 'Chính',
    empty: 'Hiện chưa có trang dự phòng nào.',
    loadError: 'Không thể tải danh sách trang dự phòng.',
    copyLink: 'Sao chép {{domain}}',
  },
  help: {
    title: 'Trung tâm trợ giúp',
    articles: 'Bài viết',
    empty: 'Chưa có bài viết trợ giúp nào.',
    loadError: 'Không thể tải các bài viết trợ giúp.',
  },
  categories: {
    SPORTS: 'Thể thao',
    ESPORTS: 'Thể thao điện tử',
    LIVE: 'Sòng bài trực tuyến',
    LOTT: 'Xổ số',
    ELOTT: 'Xổ số điện tử',
    FISH: 'Bắn cá',
    PVP: 'Game bài',
    RNG: 'Nổ hũ',
    BINGO: 'Bingo',
    COCKFIGHT: 'Đá gà',
  },
  gameList: {
    vendor: 'Nhà cung cấp: {{vendor}}',
  },
  agent: {
    backToSite: 'Quay lại trang người chơi',
    loginTitle: 'Trung tâm đại lý',
    loginSubtitle: 'Đăng nhập bằng tài khoản đại lý để quản lý đội nhóm của bạn.',
  },
  notFound: {
    code: '404',
    title: 'Không tìm thấy trang',
    body: 'Trang bạn đang tìm không tồn tại hoặc đã được chuyển đi.',
  },
  routeError: {
    title: 'Đã xảy ra lỗi',
    body: 'Không thể hiển thị trang này. Vui lòng thử lại.',
    reload: 'Tải lại',
    chunkTitle: 'Không tải được phần này của trang',
    chunkBody: 'Kết nối bị gián đoạn hoặc trang vừa được cập nhật. Vui lòng tải lại để dùng phiên bản mới nhất.',
    chunkStylesBody: 'Không tải được giao diện của trang. Vui lòng tải lại.',
  },
  ...tyMember,
  ...tyAuth,
  ...tyGames,
  ...tySportsbook,
  ...tyHome,
  ...tyVendors,
  ...tyDownload,
  ...tySeamless,
  ...tyLottery,
  ...tyLotteryVn,
  ...tyLotterySea,
  ...tyLotteryFormats,
  ...tyLotteryStats,
};
