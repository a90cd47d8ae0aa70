import { blockedCountriesSchema } from '@fortuna/contracts/settings';
import { ChipsInput } from '../../../ui/ChipsInput';
import { firstError } from '../../../ui/form-errors';
import { countryName } from '../../../ui/format';
import { useSectionForm } from '../hooks/useSectionForm';
import { SectionSaveBar } from './SectionSaveBar';
import type { SectionProps } from './section-props';

const COUNTRY_CODE = /^[A-Z]{2}$/;

function parseCountry(text: string, current: readonly string[]): { value: string } | { error: string } {
  const code = text.trim().toUpperCase();
  if (!COUNTRY_CODE.test(code)) return { error: `“${text}” is not a two-letter country code such as US` };
  if (current.includes(code)) return { error: `${code} is already blocked` };
  return { value: code };
}

export function RegionTab(props: SectionProps<string[]>) {
  const { value, canManage } = props;
  const { errors, onChange, handleSubmit, handleReset } = useSectionForm(
    blockedCountriesSchema,
    props,
    (blockedCountries) => ({ blockedCountries }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <section className="card">
        <h2 className="card-title">Blocked countries</h2>
        <p className="card-subtitle">
          Visitors from these countries see the region-restricted page instead of the site. Maintenance, when on, takes
          precedence.
        </p>
        <label className="field-label" htmlFor="region-countries">
          Country codes ({value.length})
        </label>
        <ChipsInput
          id="region-countries"
          values={value}
          onChange={onChange}
          parse={parseCountry}
          describe={countryName}
          placeholder="Type a code such as US and press Enter"
          disabled={!canManage}
          error={firstError(errors)}
        />
        {value.length === 0 ? <p className="field-hint">No country is blocked.</p> : null}
      </section>
      <SectionSaveBar
        isDirty={props.isDirty}
        isSaving={props.isSaving}
        canManage={canManage}
        onReset={handleReset}
        error={props.saveError}
        testId="region-save"
      />
    </form>
  );
}
