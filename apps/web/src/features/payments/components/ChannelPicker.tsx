import type { PaymentChannel } from '@fortuna/contracts/payments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { channelTermsOf } from '../hooks/amount-rules';
import { showMoney } from '../hooks/money';
import { useFeeText } from '../hooks/useFeeText';
import { ChannelTypeIcon } from './ChannelTypeIcon';
import '../../../i18n/account-texts';

interface ChannelPickerProps {
  channels: PaymentChannel[];
  selectedId: number | null;
  onSelect: (channel: PaymentChannel) => void;
  currencySymbol: string;
  label: string;
  error?: string | undefined;
  testIdPrefix: string;
}

/** The channels as cards over radio buttons: name, type, limits and fee; arrow keys move the choice. */
export function ChannelPicker({
  channels,
  selectedId,
  onSelect,
  currencySymbol,
  label,
  error,
  testIdPrefix,
}: ChannelPickerProps) {
  const { t } = useTranslation();
  const feeText = useFeeText();
  const name = useId();

  return (
    <fieldset className="pay-channels-wrap" data-testid={`${testIdPrefix}-channels`}>
      <legend className="visually-hidden">{label}</legend>
      <div className="pay-channels">
        {channels.map((channel) => {
          const terms = channelTermsOf(channel);
          const isSelected = channel.id === selectedId;
          const typeLabel = t(`payments.channelTypes.${channel.type}`);
          return (
            <label
              key={channel.id}
              className={`pay-channel pay-channel--${channel.type}${isSelected ? ' pay-channel--selected' : ''}`}
              data-testid={`${testIdPrefix}-channel-${channel.code}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={channel.id}
                checked={isSelected}
                onChange={() => onSelect(channel)}
              />
              <span className="pay-channel__icon">
                <ChannelTypeIcon type={channel.type} label={typeLabel} />
              </span>
              <span className="pay-channel__text">
                <strong className="pay-channel__name">{channel.name}</strong>
                <span className="pay-channel__type">{typeLabel}</span>
              </span>
              <span className="pay-channel__check" aria-hidden="true">
                {isSelected && <Icon name="check" size={14} />}
              </span>
              <span className="pay-channel__terms">
                <span>
                  {t('payments.limits', {
                    min: showMoney(channel.minAmount, currencySymbol),
                    max: showMoney(channel.maxAmount, currencySymbol),
                  })}
                </span>
                <span className="pay-channel__fee">{terms ? feeText(terms, currencySymbol) : ''}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
