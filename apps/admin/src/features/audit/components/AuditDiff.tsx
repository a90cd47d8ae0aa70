import { useMemo, useState } from 'react';
import { type DiffLine, diffJson } from './json-diff';

interface AuditDiffProps {
  before: unknown;
  after: unknown;
}

function pretty(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return JSON.stringify(value, null, 2);
}

function DiffRow({ line }: { line: DiffLine }) {
  return (
    <tr className={`diff-${line.kind}`}>
      <td className="diff-path">{line.path}</td>
      <td className="diff-before">{line.before ?? ''}</td>
      <td className="diff-after">{line.after ?? ''}</td>
    </tr>
  );
}

/** Field-by-field comparison of the recorded before and after states, with the raw JSON beside it. */
export function AuditDiff({ before, after }: AuditDiffProps) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const lines = useMemo(() => diffJson(before, after), [before, after]);
  const changes = lines.filter((line) => line.kind !== 'same');
  const shown = isShowingAll ? lines : changes;

  if (lines.length === 0) return <p className="muted">No before or after state was recorded for this action.</p>;

  return (
    <div className="audit-diff">
      <div className="audit-diff-toolbar">
        <span className="diff-legend">
          <span className="diff-chip diff-chip-changed">
            {lines.filter((l) => l.kind === 'changed').length} changed
          </span>
          <span className="diff-chip diff-chip-added">{lines.filter((l) => l.kind === 'added').length} added</span>
          <span className="diff-chip diff-chip-removed">
            {lines.filter((l) => l.kind === 'removed').length} removed
          </span>
        </span>
        <label className="check-label">
          <input
            type="checkbox"
            className="checkbox"
            checked={isShowingAll}
            onChange={(event) => setIsShowingAll(event.target.checked)}
          />
          Show unchanged fields
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="muted">Nothing changed between the recorded states.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-dense diff-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <DiffRow key={line.path} line={line} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="raw-json">
        <summary>Raw JSON</summary>
        <div className="raw-json-grid">
          <div>
            <p className="field-label">Before</p>
            <pre>{pretty(before)}</pre>
          </div>
          <div>
            <p className="field-label">After</p>
            <pre>{pretty(after)}</pre>
          </div>
        </div>
      </details>
    </div>
  );
}
