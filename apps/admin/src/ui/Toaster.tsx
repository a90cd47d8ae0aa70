import { Icon } from './Icon';
import { useToastStore } from './toast-store';

const TOAST_ICONS = { success: 'check', error: 'alert', info: 'info' } as const;

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'}>
          <Icon name={TOAST_ICONS[item.tone]} size={16} />
          <span className="toast-message">{item.message}</span>
          <button type="button" className="icon-btn icon-btn-sm" onClick={() => dismiss(item.id)} aria-label="Dismiss">
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
