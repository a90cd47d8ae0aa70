import { Badge } from '../../../ui/Badge';

/** The "On"/"Off" badge browser tests and staff read; it always shows the saved state. */
export function MaintenanceStatus({ isEnabled }: { isEnabled: boolean }) {
  return (
    <Badge tone={isEnabled ? 'warning' : 'success'} dot testId="maintenance-status">
      {isEnabled ? 'On' : 'Off'}
    </Badge>
  );
}
