import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member drops one Plinko ball and finds the round in the bet record with the same figures', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Plinko');

  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await frame.getByTestId('play').click();
  // The ball lands in a highlighted bucket, then the round settles.
  await frame.getByTestId('plinko-landed').waitFor({ timeout: 20_000 });
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => balance.textContent(), { timeout: 20_000 }).not.toBe(before);
  const after = digits(await balance.textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, baseUrl, 'Plinko', stake, payout);
  await page.close();
});

it('a member plays Mines with one mine, reveals a tile, cashes out on a gem (or busts) and finds the round in the bet record', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Mines');

  await frame.getByTestId('mines-pick-1').click();
  expect(await frame.getByTestId('mines-count').textContent()).toBe('1');
  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);

  await frame.getByTestId('play').click();
  await frame.getByTestId('mines-cashout').waitFor({ timeout: 20_000 });
  // The stake is taken when the round opens.
  await expect
    .poll(async () => digits(await balance.textContent()), { timeout: 20_000 })
    .toBe((BigInt(digits(before)) - BigInt(stake)).toString());

  // With one mine a tile is a gem 24 times in 25: a gem leads to the cash-out, a mine ends the round.
  const tile = frame.getByTestId('mines-tile-12');
  await expect.poll(async () => tile.isEnabled(), { timeout: 20_000 }).toBe(true);
  await tile.click();
  await expect.poll(async () => tile.getAttribute('data-state'), { timeout: 20_000 }).not.toBe('hidden');
  const busted = (await tile.getAttribute('data-state')) !== 'gem';
  if (busted) expect(await tile.getAttribute('data-state')).toBe('mine-hit');
  if (!busted) {
    const shownWin = digits(await frame.getByTestId('mines-cashout-amount').textContent());
    await expect.poll(async () => frame.getByTestId('mines-cashout').isEnabled(), { timeout: 20_000 }).toBe(true);
    await frame.getByTestId('mines-cashout').click();
    await frame.getByTestId('play').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => digits(await frame.getByTestId('last-win').textContent()), { timeout: 20_000 })
      .toBe(shownWin);
  }
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  if (busted) expect(payout).toBe('0');
  else expect(BigInt(payout)).toBeGreaterThan(0n);
  const after = digits(await balance.textContent());
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, baseUrl, 'Mines', stake, payout);
  await page.close();
});
