import type { Tx } from '../db/client';
import { payeeAccounts, paymentChannels } from '../db/schema/index';

/** The demo gateway's shared secret: the simulator signs its callbacks with it (demo data only). */
export const DEMO_GATEWAY_SECRET = 'demo-gateway-secret-2026-fortuna';
export const DEMO_CHANNEL_CODES = { bank: 'BANK_VCB', gateway: 'GATEWAY_SIM', p2p: 'P2P' } as const;

/** Bank transfer, simulated gateway and P2P channels with VND limits, and demo01's bound bank account. */
export async function seedPayments(
  tx: Tx,
  merchantId: number,
  memberId: number | undefined,
  sealedGatewaySecret: string,
): Promise<void> {
  await tx.insert(paymentChannels).values([
    {
      merchantId,
      code: DEMO_CHANNEL_CODES.bank,
      name: 'Chuyển khoản ngân hàng (Vietcombank)',
      type: 'bank_transfer',
      direction: 'both',
      minAmountMinor: 10_000_000n, // ₫100,000.00
      maxAmountMinor: 50_000_000_000n, // ₫500,000,000.00
      bank: {
        bankName: 'Vietcombank',
        accountName: 'FORTUNA DEMO CO LTD',
        accountNumber: '0071000123456',
        branch: 'TP. Hồ Chí Minh',
      },
      sort: 1,
    },
    {
      merchantId,
      code: DEMO_CHANNEL_CODES.gateway,
      name: 'Thanh toán trực tuyến (mô phỏng)',
      type: 'gateway',
      direction: 'deposit',
      minAmountMinor: 5_000_000n, // ₫50,000.00
      maxAmountMinor: 20_000_000_000n, // ₫200,000,000.00
      feeBps: 100,
      gatewaySecretSealed: sealedGatewaySecret,
      sort: 2,
    },
    {
      merchantId,
      code: DEMO_CHANNEL_CODES.p2p,
      name: 'Chuyển khoản P2P',
      type: 'p2p',
      direction: 'both',
      minAmountMinor: 10_000_000n,
      maxAmountMinor: 10_000_000_000n, // ₫100,000,000.00
      sort: 3,
    },
  ]);
  if (memberId === undefined) return;
  await tx.insert(payeeAccounts).values({
    merchantId,
    accountId: memberId,
    payeeName: 'NGUYEN VAN DEMO',
    // Already used for a payout: its next withdrawal needs no fresh second factor.
    isNew: false,
    bankName: 'Vietcombank',
    accountNumber: '0123456789',
    branch: 'Ha Noi',
  });
}
