import type { ContentTranslation, ContentTranslations } from '@fortuna/contracts/content';

/** The site's languages, each with the name staff know it by. */
const LANGUAGES = [
  { code: 'TY', name: 'Tiếng Việt (Vietnamese)' },
  { code: 'EN', name: 'English' },
] as const;

const EMPTY: ContentTranslation = { title: '', content: '', imageUrl: '' };

interface TranslationFieldsProps {
  value: ContentTranslations;
  hasContent: boolean;
  hasImage: boolean;
  onChange: (value: ContentTranslations) => void;
}

/**
 * The item in each of the site's languages: a visitor who uses one sees its title, text and picture; the
 * fields above (the merchant's default language) stand in for any left empty.
 */
export function TranslationFields({ value, hasContent, hasImage, onChange }: TranslationFieldsProps) {
  const set = (code: (typeof LANGUAGES)[number]['code'], changes: Partial<ContentTranslation>) =>
    onChange({ ...value, [code]: { ...EMPTY, ...value[code], ...changes } });
  return (
    <fieldset className="form-fieldset" data-testid="content-translations">
      <legend className="field-label">Languages</legend>
      <p className="muted">
        The fields above are in the merchant's default language. Fill in the other language so its visitors read the
        item in it; an empty field shows the default language's.
      </p>
      {LANGUAGES.map(({ code, name }) => (
        <div key={code} className="form-row">
          <label className="field" htmlFor={`content-title-${code}`}>
            <span className="field-label">Title · {name}</span>
            <input
              id={`content-title-${code}`}
              className="input"
              data-testid={`content-title-${code}`}
              maxLength={200}
              value={value[code]?.title ?? ''}
              onChange={(event) => set(code, { title: event.target.value })}
            />
          </label>
          {hasImage ? (
            <label className="field" htmlFor={`content-image-${code}`}>
              <span className="field-label">Picture · {name}</span>
              <input
                id={`content-image-${code}`}
                className="input"
                data-testid={`content-image-${code}`}
                maxLength={512}
                placeholder="/banners/… or https://…"
                value={value[code]?.imageUrl ?? ''}
                onChange={(event) => set(code, { imageUrl: event.target.value })}
              />
            </label>
          ) : null}
          {hasContent ? (
            <label className="field" htmlFor={`content-body-${code}`}>
              <span className="field-label">Content · {name}</span>
              <textarea
                id={`content-body-${code}`}
                className="input textarea input-mono"
                data-testid={`content-body-${code}`}
                rows={4}
                maxLength={20_000}
                value={value[code]?.content ?? ''}
                onChange={(event) => set(code, { content: event.target.value })}
              />
            </label>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
