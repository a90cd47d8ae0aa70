import type { FrameLocator, Locator } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { staffCall } from './browser';
import { deskEvent, marketIdOf, openSportsWindow } from './sports-desk-kit';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

const money = async (locator: Locator) => BigInt(digits(await locator.textContent()));

/** Places an in-play single of `stake` on the pick and waits until the merchant's delay has accepted it. */
async function placeInPlay(frame: FrameLocator, odds: Locator, stake: string): Promise<void> {
  await frame.getByTestId('sb-tab-events').click();
  await frame.getByTestId('sb-filter-live').click();
  await odds.click();
  await frame.getByTestId('sb-stake').fill(stake);
  await frame.getByTestId('sb-place').click();
  await expect.poll(async () => frame.getByTestId('sb-slip-message').textContent()).toContain('chờ chấp nhận');
  await frame.getByTestId('sb-tab-myBets').click();
  await frame.getByTestId('sb-bets-open').click();
  const status = frame.getByTestId('sb-bet').first().getByTestId('sb-bet-status');
  await expect.poll(async () => status.textContent(), { timeout: 20_000 }).toBe('Đang mở');
}

it('a member cashes out an in-play single at the amount offered; a price moved or a market suspended while it is confirmed pays nothing', async () => {
  const tag = Date.now() % 100_000;
  const eventId = await deskEvent(baseUrl, `Sông Lam Nghệ An ${tag}`, 'Đà Nẵng', -30 * 60_000);
  const marketId = await marketIdOf(baseUrl, eventId, '1x2');
  const desk = (path: string, body: object, method = 'POST') =>
    staffCall(baseUrl, `/api/admin/sports/markets/${marketId}${path}`, { method, body: JSON.stringify(body) });

  const member = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(member, baseUrl);
  const frame = await openSportsWindow(member, baseUrl);
  const balance = frame.getByTestId('sb-balance');
  await expect.poll(async () => digits(await balance.textContent())).not.toBe('');
  const start = await money(balance);

  // 20 on the home side at 2.00 while the match is live; the price has not moved, so the offer is 20 less 5 %.
  const home = frame.getByTestId(`sb-desk-odds-${eventId}-1x2-home`);
  await placeInPlay(frame, home, '20');
  await expect.poll(async () => money(balance)).toBe(start - 2000n);
  const bet = frame.getByTestId('sb-bet').first();
  const button = bet.getByTestId('sb-cash-out');
  expect(await money(button)).toBe(1900n);
  await button.click();
  // A live bet's cash-out waits the in-play delay: the button says it is confirming meanwhile.
  await expect.poll(async () => button.textContent()).toBe('Đang xác nhận rút sớm…');
  const message = frame.getByTestId('sb-cash-out-message');
  await expect.poll(async () => message.textContent(), { timeout: 20_000 }).toContain('Đã rút sớm');
  expect(await money(message)).toBe(1900n);
  expect(await message.getAttribute('data-kind')).toBe('ok');
  await expect.poll(async () => money(balance)).toBe(start - 2000n + 1900n);
  await frame.getByTestId('sb-bets-cashedOut').click();
  const cashed = frame.getByTestId('sb-bet').first();
  expect(await cashed.getByTestId('sb-bet-status').textContent()).toBe('Đã rút sớm');
  expect(await money(cashed.getByTestId('sb-bet-payout'))).toBe(1900n);
  expect(await cashed.getByTestId('sb-cash-out').count()).toBe(0);

  // 10 on the away side at 3.60: offered 9.50.
  await frame.getByTestId('sb-tab-events').click();
  await frame.getByTestId('sb-filter-live').click();
  await home.click();
  const afterFirst = start - 2000n + 1900n;
  await placeInPlay(frame, frame.getByTestId(`sb-desk-odds-${eventId}-1x2-away`), '10');
  await expect.poll(async () => money(balance)).toBe(afterFirst - 1000n);
  const open = frame.getByTestId('sb-bet').first();
  const offer = open.getByTestId('sb-cash-out');
  expect(await money(offer)).toBe(950n);

  // The trader suspends the market: the open window's button says cash-out is not offered, without a reload.
  await desk('/status', { status: 'suspended' });
  await expect
    .poll(async () => open.getByTestId('sb-cash-out-unavailable').textContent())
    .toBe('Tạm thời chưa thể rút sớm');
  expect(await open.getByTestId('sb-cash-out-unavailable').isDisabled()).toBe(true);
  await desk('/status', { status: 'open' });
  await expect.poll(async () => money(offer)).toBe(950n);

  /** The cash-out was refused with `text`: nothing paid, the bet still open, offered 11.40 now. */
  const expectRefused = async (text: string) => {
    await expect.poll(async () => message.textContent(), { timeout: 20_000 }).toBe(text);
    expect(await message.getAttribute('data-kind')).toBe('error');
    await expect.poll(async () => money(offer)).toBe(1140n);
    expect(await money(balance)).toBe(afterFirst - 1000n);
    expect(await open.getByTestId('sb-bet-status').textContent()).toBe('Đang mở');
  };

  // The price moves while the cash-out is confirmed: refused, nothing paid, the new offer shown (10 × 3.60 / 3.00 × 0.95).
  await offer.click();
  await expect.poll(async () => offer.textContent()).toBe('Đang xác nhận rút sớm…');
  await desk(
    '',
    {
      prices: [
        { selection: 'home', odds: '1900' },
        { selection: 'draw', odds: '3400' },
        { selection: 'away', odds: '3000' },
      ],
    },
    'PUT',
  );
  await expectRefused('Số tiền rút sớm đã thay đổi: vui lòng kiểm tra và thử lại');

  // The market is suspended and resumed while the next request is confirmed: refused though the price is back.
  await offer.click();
  await expect.poll(async () => offer.textContent()).toBe('Đang xác nhận rút sớm…');
  await desk('/status', { status: 'suspended' });
  await desk('/status', { status: 'open' });
  await expectRefused('Một thị trường đã tạm ngưng trong lúc xác nhận rút sớm trực tiếp: cược chưa được rút sớm');

  // Accepted at the new offer: paid exactly that.
  await offer.click();
  await expect.poll(async () => message.textContent(), { timeout: 20_000 }).toContain('Đã rút sớm');
  expect(await money(message)).toBe(1140n);
  await expect.poll(async () => money(balance)).toBe(afterFirst - 1000n + 1140n);
  await frame.getByTestId('sb-bets-cashedOut').click();
  expect(await money(frame.getByTestId('sb-bet').first().getByTestId('sb-bet-payout'))).toBe(1140n);
  await member.close();
}, 180_000);
