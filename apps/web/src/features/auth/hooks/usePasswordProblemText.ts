import type { FieldRule } from '@fortuna/contracts/settings';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordProblem } from '../../account/hooks/change-password-form';
import '../../../i18n/account-texts';

/** The text of a new-password problem under the merchant's password rule (spec §5 messages). */
export function usePasswordProblemText(
  rule: FieldRule,
): (problem: ChangePasswordProblem | undefined) => string | undefined {
  const { t } = useTranslation();
  return (problem) => {
    if (problem === 'required') return t('validation.required');
    if (problem === 'mismatch') return t('validation.confirmMismatch');
    if (problem === 'length') return t('changePassword.length', { min: rule.min, max: rule.max });
    if (problem === 'pattern') return t(`fieldPatterns.${rule.patternId}`, { min: rule.min, max: rule.max });
    return undefined;
  };
}
