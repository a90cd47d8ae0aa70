import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

async function poolMinor(): Promise<bigint> {
  const answer = (await (await fetch(`${baseUrl}/lgw/games/jackpot`)).json()) as { value: { amount: string } | null };
  if (!answer.value) throw new Error('no progressive pool is open');
  return BigInt(answer.value.amount);
}

it('the home counter shows the real progressive pool and follows a spin live, without a reload', async () => {
  const visitor = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto(`${baseUrl}/`);
  const counter = visitor.getByTestId('jackpot-value');
  await expect.poll(async () => counter.getAttribute('data-source'), { timeout: 20_000 }).toBe('pool');
  const before = await poolMinor();
  await expect.poll(async () => digits(await counter.textContent()), { timeout: 10_000 }).toBe(before.toString());

  const member = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(member, baseUrl);
  const frame = await launchFromLobby(member, baseUrl, 'Mega Fortune Jackpot');
  const stake = BigInt(digits(await frame.getByTestId('stake').textContent()));
  await frame.getByTestId('play').click();

  // 1% of the stake goes into the pool (or, one spin in 32,768, the pool is won and starts again).
  await expect.poll(async () => poolMinor(), { timeout: 20_000 }).not.toBe(before);
  const after = await poolMinor();
  if (after > before) expect(after).toBe(before + stake / 100n);
  await expect.poll(async () => digits(await counter.textContent()), { timeout: 10_000 }).toBe(after.toString());
  await member.close();
  await visitor.close();
});
