import { REGISTER_FIELDS, type RegisterRules, registerRulesSchema } from '@fortuna/contracts/settings';
import type { FieldErrors } from '../../../ui/form-errors';
import { useSectionForm } from '../hooks/useSectionForm';
import { RegisterRuleRow } from './RegisterRuleRow';
import { REGISTER_FIELD_LABELS } from './register-meta';
import { SectionSaveBar } from './SectionSaveBar';
import type { SectionProps } from './section-props';

function summarize(errors: FieldErrors): string | undefined {
  const fields = REGISTER_FIELDS.filter((field) =>
    Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)),
  );
  if (fields.length === 0) return undefined;
  return `Check ${fields.map((field) => REGISTER_FIELD_LABELS[field]).join(', ')}`;
}

export function RegisterRulesTab(props: SectionProps<RegisterRules>) {
  const { value, canManage } = props;
  const { errors, onChange, handleSubmit, handleReset } = useSectionForm(
    registerRulesSchema,
    props,
    (registerRules) => ({ registerRules }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <section className="card card-flush">
        <div className="card-toolbar">
          <p className="muted">
            Which fields the register popup shows, which are required, and the pattern and length each must match.
          </p>
        </div>
        <div className="table-wrap">
          <table className="table table-dense" data-testid="register-rules-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Enabled</th>
                <th scope="col">Required</th>
                <th scope="col">Pattern</th>
                <th scope="col">Min</th>
                <th scope="col">Max</th>
              </tr>
            </thead>
            <tbody>
              {REGISTER_FIELDS.map((field) => (
                <RegisterRuleRow
                  key={field}
                  field={field}
                  rule={value[field]}
                  errors={errors}
                  disabled={!canManage}
                  onChange={(rule) => onChange({ ...value, [field]: rule })}
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <SectionSaveBar
        isDirty={props.isDirty}
        isSaving={props.isSaving}
        canManage={canManage}
        onReset={handleReset}
        error={props.saveError}
        invalidMessage={summarize(errors)}
        testId="register-save"
      />
    </form>
  );
}
