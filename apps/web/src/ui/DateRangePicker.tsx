import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DayRange,
  matchingShortcut,
  PAST_SHORTCUTS,
  type RangeShortcut,
  rangeToQuery,
  shortcutRange,
  todayKey,
} from '../lib/date-range';
import { Field } from './Field';
import './chip.css';
import './date-range-picker.css';
import '../i18n/account-texts';

interface DateRangePickerProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  /** Which of the spec's shortcuts to offer; reports of the past use the previous-days ones. */
  shortcuts?: readonly RangeShortcut[];
  /** The latest day that may be picked ("YYYY-MM-DD"); reports stop at today. */
  maxDay?: string;
  /** Other filters shown on the same row before the two days, such as a type select. */
  children?: ReactNode;
  /** The zone whose calendar the days are (the merchant's in the agent centre); the browser's by default. */
  timeZone?: string;
  /** Prefix of the test ids: `${prefix}-from`, `${prefix}-to`, `${prefix}-range-${shortcut}`. */
  testIdPrefix: string;
}

/** From and to days with the shortcut chips of spec §1; one component for every dated list. */
export function DateRangePicker({
  range,
  onChange,
  shortcuts = PAST_SHORTCUTS,
  maxDay,
  children,
  timeZone,
  testIdPrefix,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = new Date();
  const activeShortcut = matchingShortcut(range, now, shortcuts, timeZone);
  const isValid = rangeToQuery(range) !== null;
  const invalid = isValid ? undefined : true;
  const max =
    maxDay ?? (shortcuts.some((shortcut) => shortcut.startsWith('next')) ? undefined : todayKey(now, timeZone));

  return (
    <div className="date-range">
      <div className={`date-range__row${children ? ' date-range__row--with-leading' : ''}`}>
        {children}
        <Field label={t('dateRange.from')} htmlFor={`${id}-from`}>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={range.fromDay}
            max={max}
            onChange={(event) => onChange({ ...range, fromDay: event.target.value })}
            aria-invalid={invalid}
            data-testid={`${testIdPrefix}-from`}
          />
        </Field>
        <Field label={t('dateRange.to')} htmlFor={`${id}-to`}>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={range.toDay}
            max={max}
            onChange={(event) => onChange({ ...range, toDay: event.target.value })}
            aria-invalid={invalid}
            data-testid={`${testIdPrefix}-to`}
          />
        </Field>
      </div>
      <fieldset className="date-range__shortcuts">
        <legend className="visually-hidden">{t('dateRange.quickRange')}</legend>
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            className={`chip${activeShortcut === shortcut ? ' chip--active' : ''}`}
            aria-pressed={activeShortcut === shortcut}
            onClick={() => onChange(shortcutRange(shortcut, new Date(), timeZone))}
            data-testid={`${testIdPrefix}-range-${shortcut}`}
          >
            {t(`dateRange.shortcuts.${shortcut}`)}
          </button>
        ))}
      </fieldset>
      {!isValid && (
        <p className="field__error" role="alert">
          {t('dateRange.badRange')}
        </p>
      )}
    </div>
  );
}
