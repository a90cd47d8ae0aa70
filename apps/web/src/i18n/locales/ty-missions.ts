import type { enMissions } from './en-missions';

/** Vietnamese (TY) texts of the member centre's missions and leaderboards (missionLeaderboard). */
export const tyMissions: typeof enMissions = {
  missions: {
    title: 'Nhiệm vụ của bạn',
    empty: 'Hiện chưa có nhiệm vụ nào',
    emptyHint: 'Nhiệm vụ hằng ngày và hằng tuần sẽ hiện ở đây cùng phần thưởng.',
    anyGame: 'mọi trò chơi',
    task: {
      rounds: 'Chơi {{target}} ván ở {{area}}',
      valid_bet: 'Cược hợp lệ {{target}} ở {{area}}',
      deposit: 'Nạp {{target}}',
      login_days: 'Đăng nhập {{target}} ngày',
    },
    period: { day: 'hôm nay', week: 'tuần này' },
    claim: 'Nhận thưởng',
    claimed: 'Đã nhận thưởng: tiền đã vào ví của bạn.',
    wagering: 'Yêu cầu cược ×{{multiple}}',
    toBonus: 'vào ví thưởng',
    toMain: 'vào ví chính',
    state: {
      join: 'Đăng nhập để tham gia',
      claim: 'Đã hoàn thành',
      applying: 'Đang xét duyệt',
      issued: 'Đã nhận',
      rejected: 'Bị từ chối',
      process: 'Đang thực hiện',
      close: 'Không khả dụng',
      coming_soon: 'Sắp bắt đầu',
    },
  },
  leaderboard: {
    title: 'Bảng xếp hạng',
    none: 'Hiện chưa có bảng xếp hạng nào.',
    period: { day: 'Hằng ngày', week: 'Hằng tuần' },
    range: '{{from}} – {{to}}',
    endsAt: 'Trả thưởng sau {{at}}',
    mine: 'Hạng của bạn: {{rank}} · cược hợp lệ {{bet}}',
    notRanked: 'Bạn chưa có hạng: cược hợp lệ trong kỳ này sẽ đưa bạn lên bảng.',
    noBets: 'Chưa có cược hợp lệ nào trong kỳ này.',
    noPrize: '—',
    tieRule: 'Bằng cược hợp lệ: người đạt mức đó trước xếp trên.',
    past: 'Người thắng các kỳ trước',
  },
};
