import type { PaymentChannelType } from '@fortuna/contracts/payments';

/** Line drawings on the 24px grid of ui/Icon, one per channel type. */
const PATHS: Record<PaymentChannelType, string> = {
  bank_transfer: 'M3 9.5 12 4l9 5.5M4.5 10v8M9 10v8M15 10v8M19.5 10v8M3 20h18',
  gateway: 'M3.5 6.5h17v11h-17zM3.5 10h17M7 14.5h3.5M15.5 14.5H17',
  p2p: 'M8.5 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c.6-3 2.8-4.6 5.5-4.6S13.4 16 14 19M16 5.5l3.5 3-3.5 3M19.5 8.5H13',
};

/** The icon of a channel type; the name beside it says the type, so the drawing itself is decorative. */
export function ChannelTypeIcon({
  type,
  label,
  size = 22,
}: {
  type: PaymentChannelType;
  label: string;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <title>{label}</title>
      <path d={PATHS[type]} />
    </svg>
  );
}
