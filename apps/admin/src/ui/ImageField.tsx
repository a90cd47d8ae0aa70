import type { UploadedImage } from '@fortuna/contracts/uploads';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { formatBytes, IMAGE_ACCEPT, imageFileProblem, uploadImage } from '../api/uploads';
import { Field } from './Field';
import { Icon } from './Icon';

/** Addresses an image may be shown from: https:// or a path of this site (such as /uploads/…). */
const SAFE_IMAGE = /^(https:\/\/\S+|\/\S*)$/;

interface ImageFieldProps {
  /** Id of the address input; the test ids of the upload controls start with it. */
  id: string;
  label: string;
  value: string;
  /** The form's check of the address. */
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string | undefined;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends, so the form can wait for the address before saving. */
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
  /** How an address is previewed; a plain thumbnail when absent. */
  renderPreview?: ((src: string) => ReactNode) | undefined;
  /** 'row': the preview beside the input (icons); 'stack': under it (wide pictures such as banners). */
  layout?: 'row' | 'stack';
}

type LocalProblem = { fileName: string; message: string } | null;

const DEFAULT_HINT =
  'Upload a PNG, JPEG or WebP image of at most 5 MB, or enter an https:// address or a site path starting with /';

function DefaultPreview({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className="image-field-thumb" aria-hidden="true">
      {src && failedSrc !== src ? (
        <img src={src} alt="" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <Icon name="image" size={20} />
      )}
    </span>
  );
}

/**
 * An image address with an Upload button: the chosen file is sent to the server, which checks and
 * re-encodes it, and its /uploads/… address fills the input. Typing an address still works.
 */
export function ImageField({
  id,
  label,
  value,
  error,
  hint = DEFAULT_HINT,
  placeholder,
  onChange,
  onUploadingChange,
  renderPreview,
  layout = 'row',
}: ImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<LocalProblem>(null);
  const [fileName, setFileName] = useState('');
  const upload = useMutation<UploadedImage, unknown, File>({ mutationFn: uploadImage });

  // The form hears about uploads through a ref, so a new callback each render does not re-run this.
  const uploadingChanged = useRef(onUploadingChange);
  uploadingChanged.current = onUploadingChange;
  useEffect(() => {
    uploadingChanged.current?.(upload.isPending);
  }, [upload.isPending]);
  useEffect(() => () => uploadingChanged.current?.(false), []);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again is seen as a new choice.
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    upload.reset();
    const local = imageFileProblem(file);
    if (local) return setProblem({ fileName: file.name, message: local });
    setProblem(null);
    upload.mutate(file, { onSuccess: (stored) => onChange(stored.url) });
  }

  function typeAddress(next: string) {
    setProblem(null);
    upload.reset();
    onChange(next);
  }

  const trimmed = value.trim();
  const previewSrc = !error && SAFE_IMAGE.test(trimmed) ? trimmed : '';
  const preview = renderPreview ? renderPreview(previewSrc) : <DefaultPreview src={previewSrc} />;
  const uploadError = problem?.message ?? (upload.isError ? errorMessage(upload.error) : null);
  const describedBy = [error ? `${id}-error` : null, `${id}-upload-state`].filter(Boolean).join(' ');

  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <div className={`image-field image-field-${layout}`}>
        {layout === 'row' ? preview : null}
        <div className="image-field-controls">
          <input
            id={id}
            className="input"
            data-testid={id}
            type="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => typeAddress(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-ghost"
            data-testid={`${id}-upload`}
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Icon name="upload" size={16} />
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            tabIndex={-1}
            accept={IMAGE_ACCEPT}
            data-testid={`${id}-file`}
            aria-label={`${label}: choose an image file`}
            onChange={chooseFile}
          />
        </div>
        {layout === 'stack' ? preview : null}
      </div>
      <div id={`${id}-upload-state`} className="image-field-state" aria-live="polite">
        {upload.isPending ? (
          <div className="image-field-progress" data-testid={`${id}-upload-progress`}>
            <progress aria-label={`Uploading ${fileName}`} />
            <span>Uploading {fileName}…</span>
          </div>
        ) : uploadError ? (
          <p className="field-error" role="alert" data-testid={`${id}-upload-error`}>
            {problem?.fileName || fileName ? `${problem?.fileName || fileName}: ` : ''}
            {uploadError}
          </p>
        ) : upload.isSuccess ? (
          <p className="image-field-done" data-testid={`${id}-upload-done`}>
            <Icon name="check" size={14} />
            Uploaded {upload.data.width} × {upload.data.height} px, {formatBytes(upload.data.bytes)}: save to use it
          </p>
        ) : null}
      </div>
    </Field>
  );
}
