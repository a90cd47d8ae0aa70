import { BANNER_GROUPS, type ContentItem, type ContentKind } from '@fortuna/contracts/content';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../ui/form-errors';
import { ImageField } from '../../../ui/ImageField';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useSaveContent } from '../hooks/useContentMutations';
import { BannerThumb } from './BannerThumb';
import {
  AUDIENCE_META,
  BANNER_GROUP_META,
  type BannerGroup,
  CONTENT_AUDIENCES,
  type ContentDraft,
  emptyContentDraft,
  htmlToPlainText,
  itemToDraft,
  KIND_FIELDS,
  KIND_META,
  STATUS_META,
  validateContentDraft,
} from './content-meta';
import { TranslationFields } from './TranslationFields';

interface ContentFormDialogProps {
  kind: ContentKind;
  /** The item to change; a new one when absent. */
  item?: ContentItem | undefined;
  merchantId: number;
  /** The group a new banner starts in (the one the list is filtered to). */
  preferredGroup: BannerGroup | '';
  onClose: () => void;
}

function invalid(error: string | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'your time zone';
  }
}

/** The words of the content as players will read them; shown as plain text, never rendered as HTML. */
function ContentPreview({ html }: { html: string }) {
  const text = useMemo(() => htmlToPlainText(html), [html]);
  return (
    <div className="content-preview" data-testid="content-preview" aria-live="polite">
      <div className="content-preview-head">
        <span>Preview</span>
        <span className="muted">Text only: formatting, pictures and links show on the site</span>
      </div>
      {text ? (
        <p className="content-preview-text">{text}</p>
      ) : (
        <p className="content-preview-text muted">The text of the content shows here as you type.</p>
      )}
    </div>
  );
}

export function ContentFormDialog({ kind, item, merchantId, preferredGroup, onClose }: ContentFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<ContentDraft>(() =>
    item ? itemToDraft(item) : emptyContentDraft(kind, preferredGroup),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveContent();
  const isNew = item === undefined;
  const fields = KIND_FIELDS[kind];
  const meta = KIND_META[kind];
  const zone = useMemo(timeZoneName, []);

  function change(changes: Partial<ContentDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    const result = validateContentDraft(draft, merchantId, kind);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { body: result.body, id: item?.id },
      {
        onSuccess: (saved) => {
          toast.success(isNew ? `${saved.title}: published` : `${saved.title}: saved`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'NOT_FOUND') {
            setErrors({ form: 'This item no longer exists: someone else may have deleted it.' });
          }
        },
      },
    );
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={save.isPending || uploading}
        data-testid="content-save"
      >
        {save.isPending ? 'Saving…' : uploading ? 'Uploading image…' : isNew ? `Publish ${meta.noun}` : 'Save changes'}
      </button>
    </>
  );

  return (
    <Modal
      open
      wide={kind !== 'marquee'}
      title={isNew ? `New ${meta.noun}` : `Edit ${meta.noun}`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="content-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        {save.isError && !errors.form ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <Field
          label={kind === 'marquee' ? 'Line' : 'Title'}
          htmlFor="content-title"
          error={errors.title}
          hint={
            kind === 'marquee'
              ? 'One short line of plain text; it scrolls across the home lobby'
              : kind === 'banner'
                ? 'For staff and screen readers; not printed on the picture'
                : 'Shown to players as the heading'
          }
        >
          <input
            id="content-title"
            className="input"
            data-testid="content-title"
            autoComplete="off"
            maxLength={200}
            placeholder={kind === 'marquee' ? 'Weekend reload bonus: 20% on every deposit' : undefined}
            value={draft.title}
            {...invalid(errors.title, 'content-title')}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Field>

        {fields.banner ? (
          <>
            <Field
              label="Group"
              htmlFor="content-group"
              error={errors.groupName}
              hint={draft.groupName ? BANNER_GROUP_META[draft.groupName].hint : undefined}
            >
              <select
                id="content-group"
                className="input"
                data-testid="content-group"
                value={draft.groupName}
                {...invalid(errors.groupName, 'content-group')}
                onChange={(event) => change({ groupName: event.target.value as BannerGroup | '' })}
              >
                {draft.groupName === '' ? <option value="">Choose where it shows</option> : null}
                {BANNER_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {BANNER_GROUP_META[group].label}
                  </option>
                ))}
              </select>
            </Field>
            <ImageField
              id="content-image-url"
              label="Picture"
              layout="stack"
              value={draft.imageUrl}
              error={errors.imageUrl}
              hint="Upload a PNG, JPEG or WebP image (at most 5 MB), or enter an https:// address or a site path starting with /"
              placeholder="https://cdn.example.com/banners/welcome.jpg"
              onChange={(imageUrl) => change({ imageUrl })}
              onUploadingChange={setUploading}
              renderPreview={(src) => <BannerThumb src={src} size="lg" />}
            />
            <Field
              label="Link"
              htmlFor="content-link-url"
              error={errors.linkUrl}
              hint="Where a click takes players: a site path such as /promotions or an https:// address; empty for none"
            >
              <input
                id="content-link-url"
                className="input"
                data-testid="content-link-url"
                autoComplete="off"
                spellCheck={false}
                placeholder="/promotions"
                value={draft.linkUrl}
                {...invalid(errors.linkUrl, 'content-link-url')}
                onChange={(event) => change({ linkUrl: event.target.value })}
              />
            </Field>
          </>
        ) : null}

        {fields.audience || fields.promotionType ? (
          <div className="form-row">
            {fields.audience ? (
              <Field
                label="Audience"
                htmlFor="content-audience"
                error={errors.audience}
                hint={AUDIENCE_META[draft.audience].hint}
              >
                <select
                  id="content-audience"
                  className="input"
                  data-testid="content-audience-select"
                  value={draft.audience}
                  onChange={(event) => change({ audience: event.target.value as ContentDraft['audience'] })}
                >
                  {CONTENT_AUDIENCES.map((audience) => (
                    <option key={audience} value={audience}>
                      {AUDIENCE_META[audience].label}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            {fields.promotionType ? (
              <Field
                label="Promotion type"
                htmlFor="content-promotion-type"
                error={errors.promotionType}
                hint="Optional tag the site groups promotions by, such as DEPOSIT"
              >
                <input
                  id="content-promotion-type"
                  className="input input-mono"
                  data-testid="content-promotion-type"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={32}
                  value={draft.promotionType}
                  {...invalid(errors.promotionType, 'content-promotion-type')}
                  onChange={(event) => change({ promotionType: event.target.value })}
                />
              </Field>
            ) : null}
          </div>
        ) : null}

        {fields.content ? (
          <div className="content-editor">
            <Field
              label="Content"
              htmlFor="content-body"
              error={errors.content}
              hint="HTML such as <p>, <b>, <a href> and <img>; the site cleans it before showing it"
            >
              <textarea
                id="content-body"
                className="input textarea input-mono content-body"
                data-testid="content-body"
                spellCheck={false}
                rows={9}
                maxLength={20_000}
                placeholder="<p>Dear players, …</p>"
                value={draft.content}
                {...invalid(errors.content, 'content-body')}
                onChange={(event) => change({ content: event.target.value })}
              />
            </Field>
            <ContentPreview html={draft.content} />
          </div>
        ) : null}

        <TranslationFields
          value={draft.translations}
          hasContent={fields.content}
          hasImage={fields.banner}
          onChange={(translations) => change({ translations })}
        />

        <fieldset className="form-fieldset">
          <legend className="field-label">Schedule</legend>
          <div className="form-row">
            <Field
              label="Starts"
              htmlFor="content-starts-at"
              error={errors.startsAt}
              hint={`Empty: as soon as it is saved (${zone})`}
            >
              <input
                id="content-starts-at"
                className="input"
                data-testid="content-starts-at"
                type="datetime-local"
                value={draft.startsAt}
                {...invalid(errors.startsAt, 'content-starts-at')}
                onChange={(event) => change({ startsAt: event.target.value })}
              />
            </Field>
            <Field label="Ends" htmlFor="content-ends-at" error={errors.endsAt} hint="Empty: stays up until hidden">
              <input
                id="content-ends-at"
                className="input"
                data-testid="content-ends-at"
                type="datetime-local"
                value={draft.endsAt}
                {...invalid(errors.endsAt, 'content-ends-at')}
                onChange={(event) => change({ endsAt: event.target.value })}
              />
            </Field>
          </div>
        </fieldset>

        <div className="form-row">
          <Field label="Order" htmlFor="content-sort-order" error={errors.sortOrder} hint="Lower numbers come first">
            <input
              id="content-sort-order"
              className="input"
              data-testid="content-sort-order"
              inputMode="numeric"
              value={draft.sortOrder}
              {...invalid(errors.sortOrder, 'content-sort-order')}
              onChange={(event) => change({ sortOrder: event.target.value })}
            />
          </Field>
          <Field
            label="Status"
            htmlFor="content-status"
            error={errors.status}
            hint={
              draft.status === 'active'
                ? 'Players see it while it is in its schedule'
                : 'Kept here, not shown to players'
            }
          >
            <select
              id="content-status"
              className="input"
              data-testid="content-form-status"
              value={draft.status}
              onChange={(event) => change({ status: event.target.value as ContentDraft['status'] })}
            >
              <option value="active">{STATUS_META.active.label}</option>
              <option value="hidden">{STATUS_META.hidden.label}</option>
            </select>
          </Field>
        </div>
      </form>
    </Modal>
  );
}
