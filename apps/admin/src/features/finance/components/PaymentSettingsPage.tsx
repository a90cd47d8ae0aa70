import { type PaymentSettings, paymentSettingsUpdateSchema } from '@fortuna/contracts/payments-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Alert, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { financeKeys } from '../api/finance-keys';
import { paymentSettingsQuery, savePaymentSettings } from '../api/reports.api';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';
import { FinancePage } from './FinancePage';

/** The IANA zones the browser knows, for the time-zone picker; a short list when it cannot tell. */
function knownTimeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'Asia/Singapore', 'Europe/London'];
  return zones.includes(current) ? zones : [current, ...zones];
}

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [minutes, setMinutes] = useState(String(settings.p2pAutoReceiptMinutes));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(financeKeys.settings(saved.merchantId), saved);
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
      toast.success('Payment settings saved');
    },
  });
  const isDirty = timeZone !== settings.timeZone || minutes !== String(settings.p2pAutoReceiptMinutes);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = paymentSettingsUpdateSchema.safeParse({
      merchantId: settings.merchantId,
      timeZone,
      p2pAutoReceiptMinutes: /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : Number.NaN,
    });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form className="form-grid finance-settings-form" onSubmit={handleSubmit} noValidate>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <Field
        label="Time zone"
        htmlFor="payment-time-zone"
        error={errors.timeZone}
        hint="Where a day starts and ends for the daily totals."
      >
        <select
          id="payment-time-zone"
          className="input"
          data-testid="payment-time-zone"
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          {knownTimeZones(settings.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="P2P auto-receipt (minutes)"
        htmlFor="payment-p2p-minutes"
        error={errors.p2pAutoReceiptMinutes}
        hint="A P2P part the withdrawer has not confirmed after this many minutes counts as received (1 to 10,080)."
      >
        <input
          id="payment-p2p-minutes"
          className="input input-mono finance-minutes"
          inputMode="numeric"
          data-testid="payment-p2p-minutes"
          value={minutes}
          aria-invalid={errors.p2pAutoReceiptMinutes ? true : undefined}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </Field>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!isDirty || save.isPending}
          onClick={() => {
            setTimeZone(settings.timeZone);
            setMinutes(String(settings.p2pAutoReceiptMinutes));
            setErrors({});
          }}
        >
          Discard
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!isDirty || save.isPending}
          data-testid="payment-settings-save"
        >
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

/** Merchant-wide payment settings: the day boundary of the reports and the P2P auto-receipt delay. */
export function PaymentSettingsPage() {
  const { merchants, merchantId, setMerchantId } = useFinanceMerchant();
  const settings = useQuery({ ...paymentSettingsQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  return (
    <FinancePage
      testId="payment-settings-page"
      title="Payment settings"
      description="Merchant-wide rules for payments. Changes apply at once and are kept in the audit log."
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantId}
            testId="payment-settings-merchant"
          />
        </div>
        <div className="finance-card-body">
          {settings.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
          {settings.isError ? <ErrorBlock error={settings.error} onRetry={() => void settings.refetch()} /> : null}
          {settings.data ? <SettingsForm key={settings.data.merchantId} settings={settings.data} /> : null}
        </div>
      </section>
    </FinancePage>
  );
}
