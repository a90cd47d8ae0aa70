import { Alert } from '../../../ui/StateViews';

interface SectionSaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  canManage: boolean;
  onReset: () => void;
  error?: string | null | undefined;
  /** A summary of validation problems, shown next to the buttons. */
  invalidMessage?: string | undefined;
  testId?: string;
}

/** Save and discard controls for one settings section; the section form submits on Save. */
export function SectionSaveBar({
  isDirty,
  isSaving,
  canManage,
  onReset,
  error,
  invalidMessage,
  testId,
}: SectionSaveBarProps) {
  if (!canManage) return null;
  return (
    <div className={isDirty ? 'save-bar save-bar-dirty' : 'save-bar'}>
      <div className="save-bar-status">
        {error ? <Alert>{error}</Alert> : null}
        {!error && invalidMessage ? <Alert>{invalidMessage}</Alert> : null}
        {!error && !invalidMessage ? (
          <span className="muted">{isDirty ? 'You have unsaved changes' : 'All changes saved'}</span>
        ) : null}
      </div>
      <div className="save-bar-actions">
        <button type="button" className="btn btn-ghost" onClick={onReset} disabled={!isDirty || isSaving}>
          Discard
        </button>
        <button type="submit" className="btn btn-primary" disabled={!isDirty || isSaving} data-testid={testId}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </div>
  );
}
