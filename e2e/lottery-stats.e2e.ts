import { expect, inject, it } from 'vitest';
import { browserForJourneys, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member saves a favourite number set on /vnLottery, finds it again after a reload, and opens results by date and the statistics', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);
  await page.goto(`${baseUrl}/vnLottery?gameCode=vn-north`);
  await page.getByTestId('vn-lottery-page').waitFor();

  // Đề 07 and 45 saved as a favourite, kept in this browser for the member.
  await page.getByTestId('lottery-type-de').click();
  await page.getByTestId('lottery-pick-07').click();
  await page.getByTestId('lottery-pick-45').click();
  await page.getByTestId('lottery-favourite-save').click();
  await expect.poll(async () => page.getByTestId('lottery-favourite').count()).toBe(1);

  await page.reload();
  await page.getByTestId('vn-lottery-page').waitFor();
  const favourite = page.getByTestId('lottery-favourite');
  await favourite.waitFor();
  await favourite.click();
  await expect.poll(async () => page.getByTestId('lottery-type-de').getAttribute('aria-selected')).toBe('true');
  await expect.poll(async () => page.getByTestId('lottery-slip-numbers').textContent()).toBe('07 45');

  // Results by date: a day picker and the day's answer (a board, awaiting, or no draw).
  await page.getByTestId('lottery-side-history').click();
  await page.getByTestId('lottery-history-date').waitFor();
  await expect
    .poll(async () => (await page.getByTestId('lottery-history').textContent())?.length ?? 0)
    .toBeGreaterThan(0);
  // Statistics: the window choice and either the figures or the empty state.
  await page.getByTestId('lottery-side-stats').click();
  await page.getByTestId('lottery-stats').waitFor();
  await page.close();
});
