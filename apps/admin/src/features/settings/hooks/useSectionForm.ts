import type { UpdateSettings } from '@fortuna/contracts/merchants';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { SectionProps } from '../components/section-props';
import { useSectionValidation } from './useSectionValidation';

/**
 * The wiring every settings tab shares: edits re-check the fields already marked wrong, submit validates
 * the section and hands it to the page as an update, reset clears the marks and the draft.
 */
export function useSectionForm<T, S extends z.ZodType>(
  schema: S,
  props: SectionProps<T>,
  toUpdate: (section: z.output<S>) => UpdateSettings,
) {
  const { errors, validate, revalidate, clearErrors } = useSectionValidation(schema);

  function onChange(next: T) {
    props.onChange(next);
    revalidate(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(props.value);
    if (result.ok) props.onSave(toUpdate(result.data));
  }

  function handleReset() {
    clearErrors();
    props.onReset();
  }

  return { errors, onChange, handleSubmit, handleReset };
}
