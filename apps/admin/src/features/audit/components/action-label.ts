import type { BadgeTone } from '../../../ui/Badge';

/** A colour per kind of action so the log can be scanned at a glance. */
export function actionTone(action: string): BadgeTone {
  const verb = action.toLowerCase();
  // Lifting a lock restores access: not the red of "lock" it contains.
  if (/unlock/.test(verb)) return 'success';
  if (/(delete|remove|disable|suspend|lock|fail)/.test(verb)) return 'danger';
  if (/(maintenance|block|region)/.test(verb)) return 'warning';
  if (/(create|add|login)/.test(verb)) return 'success';
  if (/(update|change|edit|set|save)/.test(verb)) return 'info';
  return 'neutral';
}
