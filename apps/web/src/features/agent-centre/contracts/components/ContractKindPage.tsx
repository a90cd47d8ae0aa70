import { useTranslation } from 'react-i18next';
import type { ContractPageId } from '../../hooks/agent-pages';
import { PAGE_KINDS } from '../hooks/contract-model';
import { ContractList } from './ContractList';
import { SettlementRecords } from './SettlementRecords';
import './contracts.css';
import '../../../../i18n/account-texts';

/**
 * One contract entry of the agent centre (real-time, hourly, daily salary or dividend): the agent's
 * own contract of that kind, those it offered its downline agents, and the settlement records.
 */
export function ContractKindPage({ page, currencySymbol }: { page: ContractPageId; currencySymbol: string }) {
  const { t } = useTranslation();
  const kind = PAGE_KINDS[page];
  return (
    <div className="contract-page" data-testid={`contract-page-${kind}`}>
      <p className="contract-page__intro">{t(`agentContracts.intro.${kind}`)}</p>
      <ContractList kind={kind} side="downline" currencySymbol={currencySymbol} />
      <ContractList kind={kind} side="upline" currencySymbol={currencySymbol} />
      <SettlementRecords kind={kind} currencySymbol={currencySymbol} title={t('agentContracts.records.title')} />
    </div>
  );
}
