import { PATTERNS, patternMessage } from './patterns';
import type { FieldRule } from './settings';

export const EMPTY_MESSAGE = 'Input cannot be empty';

/**
 * Checks a value against a merchant's rule for one registration field (spec §5): required, length
 * between min and max, then the pattern. Returns the message to show, or null when the value passes.
 * A disabled field accepts anything.
 */
export function checkFieldRule(rule: FieldRule, value: string, isPassword = false): string | null {
  if (!rule.enabled) return null;
  if (value.length === 0) return rule.required ? EMPTY_MESSAGE : null;
  if (value.length < rule.min || value.length > rule.max) {
    return isPassword
      ? `Please fill in your password with ${rule.min} - ${rule.max} characters`
      : patternMessage(rule.patternId, rule.min, rule.max);
  }
  return PATTERNS[rule.patternId].regex.test(value) ? null : patternMessage(rule.patternId, rule.min, rule.max);
}
