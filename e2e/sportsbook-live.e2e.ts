import { expect, inject, it } from 'vitest';
import { staffCall } from './browser';
import { deskEvent, marketIdOf, openSportsWindow, showEventOdds } from './sports-desk-kit';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a changed price reaches the open window over the socket and flashes; a live bet waits for acceptance, then opens', async () => {
  const tag = Date.now() % 100_000;
  const upcoming = await deskEvent(baseUrl, `Bình Dương ${tag}`, 'Hải Phòng', 3600_000);
  const live = await deskEvent(baseUrl, `Thanh Hóa ${tag}`, 'Quảng Nam', -20 * 60_000);

  const member = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(member, baseUrl);
  const frame = await openSportsWindow(member, baseUrl);
  const odds = frame.getByTestId(`sb-desk-odds-${upcoming}-1x2-home`);
  await showEventOdds(frame, odds);
  expect(await odds.textContent()).toContain('2.00');

  // The trader raises the home price: the open window shows it without reading the events again.
  await staffCall(baseUrl, `/api/admin/sports/markets/${await marketIdOf(baseUrl, upcoming, '1x2')}`, {
    method: 'PUT',
    body: JSON.stringify({
      prices: [
        { selection: 'home', odds: '2250' },
        { selection: 'draw', odds: '3300' },
        { selection: 'away', odds: '3500' },
      ],
    }),
  });
  await expect.poll(async () => odds.getAttribute('data-flash')).toBe('up');
  expect(await odds.textContent()).toContain('2.25');

  // In-play: the bet waits for the merchant's delay (not debited), then is accepted and the window is told.
  await frame.getByTestId('sb-filter-live').click();
  await frame.getByTestId(`sb-desk-odds-${live}-1x2-home`).click();
  await frame.getByTestId('sb-stake').fill('20');
  const balance = frame.getByTestId('sb-balance');
  await expect.poll(async () => digits(await balance.textContent())).not.toBe('');
  const before = BigInt(digits(await balance.textContent()));
  await frame.getByTestId('sb-place').click();
  await expect.poll(async () => frame.getByTestId('sb-slip-message').textContent()).toContain('chờ chấp nhận');
  await frame.getByTestId('sb-tab-myBets').click();
  const status = frame.getByTestId('sb-bet').first().getByTestId('sb-bet-status');
  await expect.poll(async () => status.textContent(), { timeout: 20_000 }).toBe('Đang mở');
  await expect.poll(async () => BigInt(digits(await balance.textContent()))).toBe(before - 2000n);
  await member.close();
}, 120_000);
