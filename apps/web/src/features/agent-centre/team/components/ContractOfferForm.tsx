import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  type Downline,
} from '@fortuna/contracts/agents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../../ui/dialog-store';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/Icon';
import { checkContractDraft, emptyTierRow, type TierField, type TierRow, tierRowErrors } from '../hooks/contract-tiers';
import { serverFieldError } from '../hooks/server-field-error';
import { LOWER_RATE_CONFIRM, useContractOffer } from '../hooks/useContractOffer';
import { ContractTierEditor } from './ContractTierEditor';

const SUCCESS_MS = 2600;

interface ContractOfferFormProps {
  downline: Pick<Downline, 'id' | 'username'>;
  onDone: () => void;
}

/**
 * A contract offer: type, dividend period, tiers. A rate below the downline's current contract is sent
 * again, confirmed, once the agent agrees that the current contract ends.
 */
export function ContractOfferForm({ downline, onDone }: ContractOfferFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [kind, setKind] = useState<ContractKind>('realtime');
  const [period, setPeriod] = useState<DividendPeriod | ''>('');
  const [rows, setRows] = useState<TierRow[]>(() => [emptyTierRow(0)]);
  const [nextKey, setNextKey] = useState(1);
  const [isChecked, setIsChecked] = useState(false);
  const [isAskingLowerRate, setIsAskingLowerRate] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const offer = useContractOffer();
  const { username } = downline;

  const draft = { downlineId: downline.id, kind, period, rows };
  const rowErrors = isChecked ? rows.map(tierRowErrors) : [];
  const needsPeriod = isChecked && kind === 'dividend' && period === '';

  const edited = () => {
    setIsAskingLowerRate(false);
    setFormError(null);
  };

  const describeFailure = (error: unknown) => {
    const blamed = serverFieldError(error);
    const tier = blamed ? /^tiers\.(\d+)\b/.exec(blamed.field) : null;
    if (blamed && tier?.[1]) {
      return t('agentCentre.team.contract.tierProblem', {
        number: Number(tier[1]) + 1,
        message: errorMessage(blamed.error),
      });
    }
    return errorMessage(error);
  };

  const send = (confirmLowerRate: boolean) => {
    setIsChecked(true);
    const check = checkContractDraft(draft, confirmLowerRate);
    if (!check.ok || offer.isPending) return;
    setFormError(null);
    offer.mutate(check.offer, {
      onSuccess: () => {
        showDialog({
          icon: 'success',
          message: t('agentCentre.team.contract.sent', { username }),
          timeoutMs: SUCCESS_MS,
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === LOWER_RATE_CONFIRM && !confirmLowerRate) {
          setIsAskingLowerRate(true);
          return;
        }
        setIsAskingLowerRate(false);
        setFormError(describeFailure(error));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  const changeRow = (index: number, field: TierField, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    edited();
  };

  return (
    <form className="team-offer" onSubmit={submit} noValidate data-testid="contract-offer-form">
      <p className="team-offer__intro">{t('agentCentre.team.contract.intro', { username })}</p>
      <div className="team-offer__row">
        <Field label={t('agentCentre.team.contract.kind')} htmlFor={`${id}-kind`}>
          <select
            id={`${id}-kind`}
            className="input"
            value={kind}
            onChange={(event) => {
              const next = CONTRACT_KINDS.find((candidate) => candidate === event.target.value);
              if (next) setKind(next);
              edited();
            }}
            data-testid="contract-kind"
          >
            {CONTRACT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`agentCentre.team.contractKinds.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'dividend' && (
          <Field
            label={t('agentCentre.team.contract.period')}
            htmlFor={`${id}-period`}
            error={needsPeriod ? t('agentCentre.team.contract.needsPeriod') : undefined}
          >
            <select
              id={`${id}-period`}
              className="input"
              value={period}
              onChange={(event) => {
                setPeriod(DIVIDEND_PERIODS.find((candidate) => candidate === event.target.value) ?? '');
                edited();
              }}
              aria-invalid={needsPeriod ? true : undefined}
              data-testid="contract-period"
            >
              <option value="">{t('agentCentre.team.contract.periodPlaceholder')}</option>
              {DIVIDEND_PERIODS.map((option) => (
                <option key={option} value={option}>
                  {t(`agentCentre.team.periods.${option}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      <fieldset className="team-offer__tiers">
        <legend className="field__label">{t('agentCentre.team.contract.tiers')}</legend>
        <p className="field__hint">
          {kind === 'dividend'
            ? t('agentCentre.team.contract.dividendHint')
            : t('agentCentre.team.contract.salaryHint')}
        </p>
        <ContractTierEditor
          kind={kind}
          rows={rows}
          errors={rowErrors}
          onChange={changeRow}
          onAdd={() => {
            setRows((current) => [...current, emptyTierRow(nextKey)]);
            setNextKey((key) => key + 1);
            edited();
          }}
          onRemove={(index) => {
            setRows((current) => current.filter((_, at) => at !== index));
            edited();
          }}
        />
        {isChecked && rows.length === 0 && (
          <p className="field__error" role="alert">
            {t('agentCentre.team.contract.needsTier')}
          </p>
        )}
      </fieldset>
      {formError && (
        <p className="form-alert" role="alert" data-testid="contract-offer-error">
          <Icon name="error" size={16} />
          {formError}
        </p>
      )}
      {isAskingLowerRate ? (
        <div className="team-offer__confirm" role="alert" data-testid="contract-lower-rate">
          <Icon name="warning" size={20} />
          <div className="team-offer__confirm-text">
            <strong>{t('agentCentre.team.contract.lowerRateTitle')}</strong>
            <p>{t('agentCentre.team.contract.lowerRateText', { username })}</p>
          </div>
          <div className="team-offer__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setIsAskingLowerRate(false)}>
              {t('agentCentre.team.contract.lowerRateBack')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => send(true)}
              disabled={offer.isPending}
              data-testid="contract-lower-rate-confirm"
            >
              {offer.isPending
                ? t('agentCentre.team.contract.submitting')
                : t('agentCentre.team.contract.lowerRateConfirm')}
            </button>
          </div>
        </div>
      ) : (
        <div className="team-offer__actions">
          <button type="button" className="btn btn--ghost" onClick={onDone} data-testid="contract-offer-cancel">
            {t('agentCentre.team.contract.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={offer.isPending}
            data-testid="contract-offer-submit"
          >
            {offer.isPending ? t('agentCentre.team.contract.submitting') : t('agentCentre.team.contract.submit')}
          </button>
        </div>
      )}
    </form>
  );
}
