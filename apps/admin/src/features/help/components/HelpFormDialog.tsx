import { HELP_CONTENT_MAX, HELP_TERM_MAX, type HelpArticleAdmin } from '@fortuna/contracts/help';
import type { Language } from '@fortuna/contracts/system';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useSaveHelpArticle } from '../hooks/useHelpMutations';
import { HelpPreview } from './HelpPreview';
import {
  articleToDraft,
  emptyHelpDraft,
  type HelpDraft,
  LANGUAGE_META,
  termFromTitle,
  validateHelpDraft,
} from './help-meta';

interface HelpFormDialogProps {
  lang: Language;
  /** The article to change; a new one when absent. */
  article?: HelpArticleAdmin | undefined;
  merchantId: number;
  /** The merchant's other articles, to catch a term already taken before the server is asked. */
  articles: readonly HelpArticleAdmin[];
  /** The order a new article starts with. */
  suggestedSort: number;
  onClose: () => void;
}

function invalid(error: string | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function HelpFormDialog({ lang, article, merchantId, articles, suggestedSort, onClose }: HelpFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<HelpDraft>(() =>
    article ? articleToDraft(article) : emptyHelpDraft(suggestedSort),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveHelpArticle();
  const isNew = article === undefined;
  const language = LANGUAGE_META[lang];
  const others = articles.filter((other) => other.id !== article?.id);

  function change(changes: Partial<HelpDraft>) {
    setDraft((current) => {
      const next = { ...current, ...changes };
      return next.isTermEdited ? next : { ...next, term: termFromTitle(next.title) };
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateHelpDraft(draft, merchantId, lang, others);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { body: result.body, id: article?.id },
      {
        onSuccess: (saved) => {
          toast.success(isNew ? `${saved.title}: added` : `${saved.title}: saved`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ term: error.message });
          if (error instanceof ApiError && error.code === 'NOT_FOUND') {
            setErrors({ form: 'This article no longer exists: someone else may have deleted it.' });
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
      <button type="submit" form={formId} className="btn btn-primary" disabled={save.isPending} data-testid="help-save">
        {save.isPending ? 'Saving…' : isNew ? 'Add article' : 'Save changes'}
      </button>
    </>
  );

  const shownError = save.isError && !errors.form && !errors.term ? errorMessage(save.error) : undefined;

  return (
    <Modal
      open
      wide
      title={isNew ? `New ${language.label} article` : `Edit ${language.label} article`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="help-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        {shownError ? <Alert>{shownError}</Alert> : null}
        <Field
          label="Title"
          htmlFor="help-title"
          error={errors.title}
          hint="The heading players see in the help centre"
        >
          <input
            id="help-title"
            className="input"
            data-testid="help-title"
            autoComplete="off"
            maxLength={200}
            placeholder={lang === 'TY' ? 'Chơi có trách nhiệm' : 'Responsible gaming'}
            value={draft.title}
            {...invalid(errors.title, 'help-title')}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Field>
        <div className="form-row">
          <Field
            label="Term"
            htmlFor="help-term"
            error={errors.term}
            hint={
              draft.term.trim()
                ? `Links open it at /help#${draft.term.trim()}`
                : 'Lowercase words joined by dashes; links open the article at /help#term'
            }
          >
            <input
              id="help-term"
              className="input input-mono"
              data-testid="help-term"
              autoComplete="off"
              spellCheck={false}
              maxLength={HELP_TERM_MAX}
              placeholder="responsible-gaming"
              value={draft.term}
              {...invalid(errors.term, 'help-term')}
              onChange={(event) => change({ term: event.target.value, isTermEdited: true })}
            />
          </Field>
          <Field label="Order" htmlFor="help-sort" error={errors.sort} hint="Lower numbers come first">
            <input
              id="help-sort"
              className="input"
              data-testid="help-sort"
              inputMode="numeric"
              value={draft.sort}
              {...invalid(errors.sort, 'help-sort')}
              onChange={(event) => change({ sort: event.target.value })}
            />
          </Field>
        </div>
        <div className="content-editor">
          <Field
            label="Content"
            htmlFor="help-content"
            error={errors.content}
            hint="HTML such as <p>, <b>, <ul>, <a href> and <img>; scripts and event handlers are removed"
          >
            <textarea
              id="help-content"
              className="input textarea input-mono content-body"
              data-testid="help-content"
              spellCheck={false}
              rows={12}
              maxLength={HELP_CONTENT_MAX}
              placeholder="<p>…</p>"
              value={draft.content}
              {...invalid(errors.content, 'help-content')}
              onChange={(event) => change({ content: event.target.value })}
            />
          </Field>
          <HelpPreview title={draft.title} html={draft.content} />
        </div>
      </form>
    </Modal>
  );
}
