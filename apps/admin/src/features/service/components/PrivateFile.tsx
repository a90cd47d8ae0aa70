import { usePrivateFile } from '../hooks/usePrivateFile';

/** An uploaded image or PDF, shown to staff only (fetched with their token). */
export function PrivateFile({ url, label }: { url: string; label: string }) {
  const file = usePrivateFile(url);
  if (file.hasFailed) return <span className="cell-sub">Could not load {label}</span>;
  if (!file.source) return <span className="private-file private-file-loading" />;
  if (file.type === 'application/pdf') {
    return (
      <a className="btn btn-sm" href={file.source} target="_blank" rel="noreferrer">
        Open {label} (PDF)
      </a>
    );
  }
  return (
    <a className="private-file" href={file.source} target="_blank" rel="noreferrer" title={label}>
      <img src={file.source} alt={label} />
    </a>
  );
}
