import { Badge, type BadgeTone } from '../../../ui/Badge';

const EVENT_TONES: Record<string, BadgeTone> = {
  scheduled: 'success',
  suspended: 'warning',
  finished: 'neutral',
  cancelled: 'danger',
  open: 'success',
  void: 'danger',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A status of an event, market or result as a coloured badge. */
export function EventStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <Badge tone={EVENT_TONES[status] ?? 'neutral'} testId={testId}>
      {status}
    </Badge>
  );
}
