import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useCanManage } from '../../../session/permissions';
import { Alert } from '../../../ui/StateViews';
import { useIssueVendorApiKey } from '../hooks/useCatalogueMutations';

interface VendorApiKeyPanelProps {
  vendorId: number;
  hasApiKey: boolean;
}

/**
 * The vendor's seamless-wallet secret: issued by an admin and shown once, to hand to the vendor. Issuing a
 * new one stops the old one at once.
 */
export function VendorApiKeyPanel({ vendorId, hasApiKey }: VendorApiKeyPanelProps) {
  const issue = useIssueVendorApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const isAdmin = useCanManage();

  return (
    <section className="vendor-key" data-testid="vendor-api-key">
      <div className="vendor-key__head">
        <strong>Seamless-wallet API key</strong>
        <span className={hasApiKey || secret ? 'badge badge-success' : 'badge badge-warning'}>
          {hasApiKey || secret ? 'Issued' : 'None: games cannot launch'}
        </span>
      </div>
      <p className="field-hint">
        The vendor signs every wallet call with this secret (HMAC-SHA256). It is shown only once; issuing a new one
        stops the old one immediately.
      </p>
      {secret ? (
        <div className="vendor-key__secret">
          <code data-testid="vendor-api-key-secret">{secret}</code>
          <button type="button" className="btn btn-ghost" onClick={() => void navigator.clipboard?.writeText(secret)}>
            Copy
          </button>
        </div>
      ) : null}
      {issue.isError ? <Alert>{errorMessage(issue.error)}</Alert> : null}
      {isAdmin ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={issue.isPending}
          data-testid="vendor-api-key-issue"
          onClick={() => {
            if (hasApiKey && !window.confirm('Issue a new key? The vendor’s current key stops working at once.'))
              return;
            issue.mutate(vendorId, { onSuccess: (issued) => setSecret(issued.secret) });
          }}
        >
          {issue.isPending ? 'Issuing…' : hasApiKey ? 'Issue a new key' : 'Issue key'}
        </button>
      ) : (
        <p className="field-hint">Only admins issue keys.</p>
      )}
    </section>
  );
}
