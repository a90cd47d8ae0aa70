import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { fetchCaptchaImage } from '../api/captcha';
import './auth-forms.css';
import '../../../i18n/account-texts';

/** Spec §2 and §9: clicking the image loads a new one, at most once per second. */
const REFRESH_THROTTLE_MS = 1000;

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Changes whenever the shown captcha was used up by an attempt, which loads a new one. */
  round: number;
  testId: string;
}

/** The captcha text box with its image; each image is good for one attempt. */
export function CaptchaField({ value, onChange, error, round, testId }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [clicks, setClicks] = useState(0);
  const lastRefreshAt = useRef(0);
  const image = useQuery({
    queryKey: ['auth', 'captcha', id, round, clicks],
    queryFn: ({ signal }) => fetchCaptchaImage(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const refresh = () => {
    const now = Date.now();
    if (now - lastRefreshAt.current < REFRESH_THROTTLE_MS) return;
    lastRefreshAt.current = now;
    setClicks((count) => count + 1);
  };

  return (
    <Field label={t('captcha.label')} htmlFor={id} error={error}>
      <div className="captcha-field">
        <div className="input-group">
          <Icon name="shield" size={18} className="input-group__icon" />
          <input
            id={id}
            className="input input--with-icon"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={16}
            placeholder={t('captcha.placeholder')}
            data-testid={testId}
            {...errorProps(id, error)}
          />
        </div>
        <button
          type="button"
          className="captcha-field__image"
          onClick={refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid={`${testId}-image`}
        >
          {image.data ? (
            <img src={image.data} alt={t('captcha.image')} width={112} height={40} />
          ) : image.isError ? (
            <span className="captcha-field__retry">
              <Icon name="refresh" size={14} />
              {t('captcha.loadFailed')}
            </span>
          ) : (
            <Icon name="refresh" size={16} className="spin" />
          )}
        </button>
      </div>
    </Field>
  );
}
