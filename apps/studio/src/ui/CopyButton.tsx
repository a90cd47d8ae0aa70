import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { Icon } from './Icon';

export function CopyButton({ text }: { text: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard refused (insecure page, iframe policy): the text stays selectable.
    }
  };
  return (
    <button
      type="button"
      className="icon-button icon-button--small"
      onClick={copy}
      aria-label={copied ? t('fair.copied') : t('fair.copy')}
      title={copied ? t('fair.copied') : t('fair.copy')}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
    </button>
  );
}
