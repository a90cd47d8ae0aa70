import { useTranslation } from 'react-i18next';
import type { ChannelTerms } from './amount-rules';
import { describeFee } from './money';
import '../../../i18n/account-texts';

/** The channel's fee as a short text: "No fee", "1.5%", "₫2.00" or "1.5% + ₫2.00". */
export function useFeeText(): (terms: ChannelTerms, currencySymbol: string) => string {
  const { t } = useTranslation();
  return (terms, currencySymbol) => {
    const fee = describeFee(terms, currencySymbol);
    switch (fee.kind) {
      case 'none':
        return t('payments.noFee');
      case 'rate':
        return t('payments.feeRate', { rate: fee.rate });
      case 'fixed':
        return fee.fixed;
      case 'rateAndFixed':
        return t('payments.feeRatePlusFixed', { rate: fee.rate, fixed: fee.fixed });
    }
  };
}
