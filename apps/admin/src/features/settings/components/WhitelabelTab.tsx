import { type Whitelabel, whitelabelSchema } from '@fortuna/contracts/settings';
import { firstError } from '../../../ui/form-errors';
import { Switch } from '../../../ui/Switch';
import { useSectionForm } from '../hooks/useSectionForm';
import { SectionSaveBar } from './SectionSaveBar';
import type { SectionProps } from './section-props';
import {
  isSwitchKey,
  NUMBER_META,
  type NumberKey,
  SWITCH_GROUPS,
  SWITCH_META,
  type SwitchKey,
} from './whitelabel-meta';

const SWITCH_KEYS: readonly SwitchKey[] = Object.keys(whitelabelSchema.shape).filter(isSwitchKey);
const NUMBER_KEYS = Object.keys(NUMBER_META) as NumberKey[];

export function WhitelabelTab(props: SectionProps<Whitelabel>) {
  const { value, canManage } = props;
  const { errors, onChange, handleSubmit, handleReset } = useSectionForm(whitelabelSchema, props, (whitelabel) => ({
    whitelabel,
  }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="settings-groups">
        {SWITCH_GROUPS.map((group) => (
          <section key={group.id} className="card">
            <h2 className="card-title">{group.title}</h2>
            <ul className="switch-list">
              {SWITCH_KEYS.filter((key) => SWITCH_META[key].group === group.id).map((key) => (
                <li key={key} className="switch-row">
                  <label className="switch-text" htmlFor={`wl-${key}`}>
                    <span className="switch-label">{SWITCH_META[key].label}</span>
                    <span className="switch-hint">{SWITCH_META[key].hint}</span>
                  </label>
                  <Switch
                    id={`wl-${key}`}
                    checked={value[key]}
                    disabled={!canManage}
                    data-testid={`whitelabel-${key}`}
                    onCheckedChange={(checked) => onChange({ ...value, [key]: checked })}
                  />
                </li>
              ))}
              {NUMBER_KEYS.filter((key) => NUMBER_META[key].group === group.id).map((key) => (
                <li key={key} className="switch-row">
                  <label className="switch-text" htmlFor={`wl-${key}`}>
                    <span className="switch-label">{NUMBER_META[key].label}</span>
                    <span className="switch-hint">{NUMBER_META[key].hint}</span>
                    {errors[key] ? <span className="field-error">{errors[key]}</span> : null}
                  </label>
                  <input
                    id={`wl-${key}`}
                    className="input input-number"
                    type="number"
                    min={NUMBER_META[key].min}
                    max={NUMBER_META[key].max}
                    step={1}
                    disabled={!canManage}
                    value={Number.isNaN(value[key]) ? '' : value[key]}
                    aria-invalid={errors[key] ? true : undefined}
                    onChange={(event) => onChange({ ...value, [key]: event.target.valueAsNumber })}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <SectionSaveBar
        isDirty={props.isDirty}
        isSaving={props.isSaving}
        canManage={canManage}
        onReset={handleReset}
        error={props.saveError}
        invalidMessage={firstError(errors)}
        testId="whitelabel-save"
      />
    </form>
  );
}
