import type { ReactNode } from 'react';
import { create } from 'zustand';

export type DialogIcon = 'success' | 'error' | 'warning' | 'info';

export interface DialogButton {
  label: string;
  variant?: 'primary' | 'secondary';
  /** Runs before the dialog closes. */
  onClick?: () => void;
}

export interface DialogOptions {
  icon?: DialogIcon;
  title?: string;
  /** Plain text body. */
  message?: string;
  /** HTML body; it is sanitised before it is shown. */
  html?: string;
  /** Extra content under the text, such as a list of choices; its buttons close the dialog themselves. */
  content?: ReactNode;
  buttons?: DialogButton[];
  /** Closes the dialog by itself after this many milliseconds. */
  timeoutMs?: number;
  /** Clicking the cover closes the dialog unless this is false. */
  closesOnCover?: boolean;
  onClose?: () => void;
}

export interface OpenDialog extends DialogOptions {
  id: number;
}

interface DialogState {
  dialog: OpenDialog | null;
}

export const useDialogStore = create<DialogState>(() => ({ dialog: null }));

let nextDialogId = 1;

/** Shows a dialog (replacing any open one) and returns a function that closes it. */
export function showDialog(options: DialogOptions): () => void {
  const id = nextDialogId++;
  useDialogStore.setState({ dialog: { ...options, id } });
  return () => closeDialog(id);
}

/** Closes the open dialog, or only the one with `id` when given. */
export function closeDialog(id?: number): void {
  const current = useDialogStore.getState().dialog;
  if (!current || (id !== undefined && current.id !== id)) return;
  useDialogStore.setState({ dialog: null });
  current.onClose?.();
}
