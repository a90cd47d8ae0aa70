import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member launches Fortuna Dice from the lobby, rolls once, and finds the round in the bet record with the same figures', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Fortuna Dice');

  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await frame.getByTestId('play').click();
  await expect.poll(async () => balance.textContent(), { timeout: 20_000 }).not.toBe(before);
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
  const after = digits(await balance.textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  // The wallet moved by exactly the stake and the payout the game showed.
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  const row = await expectBetRecord(page, baseUrl, 'Fortuna Dice', stake, payout);

  // The replay opens the round as it was played, at the studio.
  await row.getByTestId('bet-record-replay').click();
  const replay = page.frameLocator('[data-testid="bet-replay-frame"]');
  await expect
    .poll(async () => digits(await replay.locator('body').textContent()).includes(stake), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.close();
});
