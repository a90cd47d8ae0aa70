import type { DepositOrder } from '@fortuna/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { channelsQuery } from '../api/channels';
import { depositQuery, depositsQueryRoot } from '../api/deposits';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { DepositForm } from './DepositForm';
import { DepositOrderList } from './DepositOrderList';
import { DepositOrderView } from './DepositOrderView';
import '../payments.css';
import '../../../i18n/account-texts';

/** The member centre's deposit page (depositv2): choose a channel and amount, pay the order, follow it. */
export function DepositPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const channels = useQuery(channelsQuery('deposit'));
  const [openOrder, setOpenOrder] = useState<{ id: number; isNew: boolean } | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const open = (order: DepositOrder, isNew: boolean) => {
    queryClient.setQueryData(depositQuery(order.id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: [...depositsQueryRoot, 'list'] });
    setOpenOrder({ id: order.id, isNew });
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const renderTop = () => {
    if (channels.isPending) return <LoadingState />;
    if (channels.isError) {
      return (
        <ErrorState
          message={errorMessage(channels.error)}
          onRetry={() => void channels.refetch()}
          isRetrying={channels.isFetching}
        />
      );
    }
    if (openOrder !== null) {
      const order = queryClient.getQueryData(depositQuery(openOrder.id).queryKey);
      return (
        <DepositOrderView
          key={openOrder.id}
          orderId={openOrder.id}
          isJustCreated={openOrder.isNew}
          channel={channels.data.find((channel) => channel.id === order?.channelId)}
          currencySymbol={currencySymbol}
          onNewDeposit={() => setOpenOrder(null)}
        />
      );
    }
    if (channels.data.length === 0) {
      return <EmptyState icon="wallet" title={t('payments.noChannels')} testId="deposit-no-channels" />;
    }
    return (
      <DepositForm channels={channels.data} currencySymbol={currencySymbol} onCreated={(order) => open(order, true)} />
    );
  };

  return (
    <div ref={topRef} className="pay-panel" data-testid="deposit-panel">
      <p className="pay-panel__intro">{t('deposit.intro')}</p>
      {renderTop()}
      <DepositOrderList currencySymbol={currencySymbol} onOpen={(order) => open(order, false)} />
    </div>
  );
}
