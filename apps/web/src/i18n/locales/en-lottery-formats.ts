/** English texts of the Keno and K3 betting pages. */
export const enLotteryFormats = {
  lotteryFormats: {
    help: {
      keno: 'Pick 1 to 10 numbers from 1–80; 20 balls are drawn. You are paid by how many of your numbers are drawn.',
      keno_sum:
        'On the sum of the 20 balls: big above 810, small below 810 (810 loses both), odd or even. Pays × {{odds}}.',
      k3_sum: 'The sum of the three dice (3–18).',
      k3_side: 'Big 11–17, small 4–10, odd or even on the sum of the dice; a triple loses. Pays × {{odds}}.',
      k3_triple: 'All three dice the same: any triple, or the one you pick.',
      k3_pair: 'Your number on at least two of the three dice.',
      ssc_digit: 'Five digits are drawn, one per position: pick a digit at a position. Pays × {{odds}}.',
      ssc_side: 'On the sum of the five digits (0–45): big 23–45, small 0–22, odd or even. Pays × {{odds}}.',
    },
    quickPick: 'Quick pick',
    picked: '{{count}} of {{max}} picked',
    spots: '{{count}} spots: one line',
    payTable: 'Pays for {{count}} spots',
    hitsColumn: 'Hits',
    paysColumn: 'Pays (× stake)',
    sides: { big: 'Big', small: 'Small', odd: 'Odd', even: 'Even' },
    anyTriple: 'Any triple',
    sum: 'Sum {{sum}}',
    position: 'Position {{position}}',
    positionDigit: 'P{{position}}: {{digit}}',
  },
};
