import type { PromotionInsert } from '../modules/promotions/promotions.repo';

/** The demo merchant's promotions: a first-deposit bonus, a reload bonus and a daily check-in, in EN and TY. */
export function demoPromotions(merchantId: number, since: Date): PromotionInsert[] {
  const base = { merchantId, audience: 'all' as const, startsAt: since, endsAt: null, wallet: 'main' as const };
  return [
    {
      ...base,
      category: 'deposit',
      sort: 1,
      artworkUrl: '',
      wageringMultiple: 5,
      rule: { kind: 'first_deposit', percent: 100, cap: '1000000', minDeposit: '100000' },
      texts: {
        EN: {
          title: 'Welcome bonus 100% on your first deposit',
          terms:
            'Your first deposit of 100,000 or more is matched 100%, up to 1,000,000. Claim it in the reward centre after the deposit is credited. Bet 5 times the bonus in settled games before withdrawing. One bonus per member.',
        },
        TY: {
          title: 'Thưởng chào mừng 100% lần nạp đầu',
          terms:
            'Lần nạp đầu tiên từ 100.000 trở lên được thưởng 100%, tối đa 1.000.000. Nhận thưởng tại trung tâm phần thưởng sau khi khoản nạp được ghi có. Cần cược đủ 5 lần tiền thưởng trong các ván đã kết thúc trước khi rút tiền. Mỗi thành viên nhận một lần.',
        },
      },
    },
    {
      ...base,
      category: 'deposit',
      sort: 2,
      artworkUrl: '',
      wageringMultiple: 3,
      rule: { kind: 'reload_deposit', percent: 20, cap: '500000', minDeposit: '200000' },
      texts: {
        EN: {
          title: 'Daily reload bonus 20%',
          terms:
            'Every day, your largest deposit of 200,000 or more after your first deposit earns 20%, up to 500,000. Claim it the same day. Bet 3 times the bonus in settled games before withdrawing.',
        },
        TY: {
          title: 'Thưởng nạp lại mỗi ngày 20%',
          terms:
            'Mỗi ngày, khoản nạp lớn nhất từ 200.000 trở lên (sau lần nạp đầu) được thưởng 20%, tối đa 500.000. Nhận thưởng trong cùng ngày. Cần cược đủ 3 lần tiền thưởng trong các ván đã kết thúc trước khi rút tiền.',
        },
      },
    },
    {
      ...base,
      category: 'daily',
      sort: 3,
      artworkUrl: '',
      wageringMultiple: 1,
      rule: { kind: 'daily_checkin', streakRewards: ['5000', '10000', '15000', '20000', '30000', '40000', '50000'] },
      texts: {
        EN: {
          title: 'Daily check-in',
          terms:
            'Check in once a day: day 1 pays 5,000, then 10,000, 15,000, 20,000, 30,000, 40,000 and 50,000 from day 7 of an unbroken streak. Missing a day starts again from day 1. Bet the reward once in settled games before withdrawing.',
        },
        TY: {
          title: 'Điểm danh mỗi ngày',
          terms:
            'Điểm danh mỗi ngày một lần: ngày 1 nhận 5.000, sau đó 10.000, 15.000, 20.000, 30.000, 40.000 và 50.000 từ ngày thứ 7 liên tiếp. Bỏ lỡ một ngày sẽ bắt đầu lại từ ngày 1. Cần cược đủ 1 lần tiền thưởng trong các ván đã kết thúc trước khi rút tiền.',
        },
      },
    },
  ];
}
