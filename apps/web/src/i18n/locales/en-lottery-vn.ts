/** English texts of the regional draws (/vnLottery and the /lott lobby). */
export const enLotteryVn = {
  lotteryVn: {
    regions: {
      'vn-north': 'North',
      'vn-central': 'Central',
      'vn-south': 'South',
    },
    games: {
      'vn-north': 'North Lottery',
      'vn-central': 'Central Lottery',
      'vn-south': 'South Lottery',
    },
    lobbyTitle: 'Vietnam lottery',
    lobbyIntro: 'The official North, Central and South draws of every day.',
    drawTimes: {
      'vn-north': 'Draw at 18:15 every day',
      'vn-central': 'Draws at 17:15, provinces by weekday',
      'vn-south': 'Draws at 16:15, provinces by weekday',
    },
    nextDraw: 'Next draw {{when}}',
    closesIn: 'Betting closes in',
    cutoff: 'Betting closes {{minutes}} minutes before the draw',
    noDraw: 'No draw open for betting right now',
    province: 'Province',
    results: 'Latest results',
    noResults: 'No approved result yet',
    resultOf: '{{province}} · {{when}}',
    help: {
      lo2: 'Last two digits of any prize; paid per occurrence.',
      xien: 'Every number appears among the prizes.',
      lo_truot4: 'None of the four numbers appears among the prizes.',
    },
    play: 'Bet now',
    lastSpecial: 'Last special prize',
  },
};
