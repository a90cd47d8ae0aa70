import { type SiteSettings, siteSettingsSchema } from '@fortuna/contracts/settings';
import { Field } from '../../../ui/Field';
import { useSectionForm } from '../hooks/useSectionForm';
import { CustomerServiceEditor } from './CustomerServiceEditor';
import { SectionSaveBar } from './SectionSaveBar';
import type { SectionProps } from './section-props';
import { UrlListEditor } from './UrlListEditor';

type SocialKey = keyof SiteSettings['social'];

const SOCIAL_LINKS: readonly { key: SocialKey; label: string; placeholder: string }[] = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/yourbrand' },
  { key: 'telegram', label: 'Telegram', placeholder: 'https://t.me/yourbrand' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@yourbrand' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourbrand' },
];

type AppKey = keyof SiteSettings['appDownload'];

const APP_LINKS: readonly { key: AppKey; label: string; placeholder: string }[] = [
  { key: 'ios', label: 'iOS app', placeholder: 'https://apps.apple.com/app/id0000000000' },
  { key: 'android', label: 'Android app', placeholder: 'https://play.google.com/store/apps/details?id=…' },
  { key: 'liteIos', label: 'Lite iOS app', placeholder: 'https://apps.apple.com/app/id0000000000' },
];

interface SiteTabProps extends SectionProps<SiteSettings> {
  /** The merchant's own domains, offered as suggestions for the main domain. */
  domains: readonly string[];
}

export function SiteTab(props: SiteTabProps) {
  const { value, canManage, domains } = props;
  const { errors, onChange, handleSubmit, handleReset } = useSectionForm(siteSettingsSchema, props, (site) => ({
    site,
  }));
  const isReadOnly = !canManage;

  const errorCount = Object.keys(errors).length;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="settings-groups">
        <section className="card">
          <h2 className="card-title">Domain and analytics</h2>
          <div className="form-grid">
            <Field
              label="Main domain"
              htmlFor="site-main-domain"
              error={errors.mainDomain}
              hint="The domain the player site treats as canonical and links to."
            >
              <input
                id="site-main-domain"
                className="input"
                list="site-domain-options"
                placeholder="play.example.com"
                disabled={isReadOnly}
                value={value.mainDomain}
                onChange={(event) => onChange({ ...value, mainDomain: event.target.value })}
              />
              <datalist id="site-domain-options">
                {domains.map((domain) => (
                  <option key={domain} value={domain} />
                ))}
              </datalist>
            </Field>
            <Field
              label="Google Analytics ID"
              htmlFor="site-analytics"
              error={errors['analytics.googleAnalyticsId']}
              hint="Measurement ID such as G-XXXXXXX; leave empty to turn analytics off."
            >
              <input
                id="site-analytics"
                className="input input-mono"
                placeholder="G-XXXXXXX"
                disabled={isReadOnly}
                value={value.analytics.googleAnalyticsId}
                onChange={(event) => onChange({ ...value, analytics: { googleAnalyticsId: event.target.value } })}
              />
            </Field>
          </div>
        </section>

        <section className="card">
          <h2 className="card-title">Social links</h2>
          <p className="card-subtitle">Shown in the site footer when filled in.</p>
          <div className="form-grid form-grid-2">
            {SOCIAL_LINKS.map(({ key, label, placeholder }) => (
              <Field key={key} label={label} htmlFor={`site-social-${key}`} error={errors[`social.${key}`]}>
                <input
                  id={`site-social-${key}`}
                  className="input"
                  type="url"
                  placeholder={placeholder}
                  disabled={isReadOnly}
                  value={value.social[key]}
                  onChange={(event) => onChange({ ...value, social: { ...value.social, [key]: event.target.value } })}
                />
              </Field>
            ))}
          </div>
        </section>

        <section className="card card-span">
          <h2 className="card-title">App downloads</h2>
          <p className="card-subtitle">
            Store links (https://) of the site's download page, where the side-menu QR codes lead. Leave an app empty
            while it is not available: the page says so instead of showing a button.
          </p>
          <div className="form-grid form-grid-2">
            {APP_LINKS.map(({ key, label, placeholder }) => (
              <Field key={key} label={label} htmlFor={`site-app-${key}`} error={errors[`appDownload.${key}`]}>
                <input
                  id={`site-app-${key}`}
                  className="input"
                  type="url"
                  placeholder={placeholder}
                  disabled={isReadOnly}
                  data-testid={`site-app-${key}`}
                  value={value.appDownload[key]}
                  onChange={(event) =>
                    onChange({ ...value, appDownload: { ...value.appDownload, [key]: event.target.value } })
                  }
                />
              </Field>
            ))}
          </div>
        </section>

        <section className="card card-span">
          <CustomerServiceEditor
            entries={value.customerService}
            errors={errors}
            disabled={isReadOnly}
            onChange={(customerService) => onChange({ ...value, customerService })}
          />
        </section>

        <section className="card">
          <UrlListEditor
            name="imageCDNs"
            label="Image CDNs"
            hint="Hosts serving banners and game icons."
            urls={value.imageCDNs}
            max={10}
            errors={errors}
            disabled={isReadOnly}
            onChange={(imageCDNs) => onChange({ ...value, imageCDNs })}
          />
        </section>
        <section className="card">
          <UrlListEditor
            name="launchGameCDNs"
            label="Game launch CDNs"
            hint="Hosts the site uses to open games."
            urls={value.launchGameCDNs}
            max={10}
            errors={errors}
            disabled={isReadOnly}
            onChange={(launchGameCDNs) => onChange({ ...value, launchGameCDNs })}
          />
        </section>
      </div>
      <SectionSaveBar
        isDirty={props.isDirty}
        isSaving={props.isSaving}
        canManage={canManage}
        onReset={handleReset}
        error={props.saveError}
        invalidMessage={errorCount > 0 ? `Fix the ${errorCount === 1 ? 'field' : 'fields'} marked above` : undefined}
        testId="site-save"
      />
    </form>
  );
}
