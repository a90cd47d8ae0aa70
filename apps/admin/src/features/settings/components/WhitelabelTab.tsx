import { type Whitelabel, whitelabelSchema } from '@fortuna/contracts/settings';
import { firstError } from '../../../ui/form-errors';
import { Switch } from '../../../ui/Switch';
import { useSectionForm } from '../hooks/useSectionForm';
import { SectionSaveBar } from './SectionSaveBar';
import type { SectionProps } from './section-props';
import { isSwitchKey, SWITCH_GROUPS, SWITCH_META, type SwitchKey } from './whitelabel-meta';

const SWITCH_KEYS: readonly SwitchKey[] = Object.keys(whitelabelSchema.shape).filter(isSwitchKey);

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
              {group.id === 'passwords' ? (
                <li className="switch-row">
                  <label className="switch-text" htmlFor="wl-passwordExpiryDays">
                    <span className="switch-label">Password expiry (days)</span>
                    <span className="switch-hint">Days until a password must be changed; 0 turns expiry off.</span>
                    {errors.passwordExpiryDays ? (
                      <span className="field-error">{errors.passwordExpiryDays}</span>
                    ) : null}
                  </label>
                  <input
                    id="wl-passwordExpiryDays"
                    className="input input-number"
                    type="number"
                    min={0}
                    max={3650}
                    step={1}
                    disabled={!canManage}
                    value={Number.isNaN(value.passwordExpiryDays) ? '' : value.passwordExpiryDays}
                    aria-invalid={errors.passwordExpiryDays ? true : undefined}
                    onChange={(event) => onChange({ ...value, passwordExpiryDays: event.target.valueAsNumber })}
                  />
                </li>
              ) : null}
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
