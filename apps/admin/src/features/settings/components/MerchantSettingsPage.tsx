import type { MerchantSettings, UpdateSettings } from '@fortuna/contracts/merchants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useBlocker, useParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { merchantSettingsQuery, merchantsQuery } from '../../../api/merchant-queries';
import { useCanManage } from '../../../session/permissions';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { toast } from '../../../ui/toast-store';
import { useSaveSettings } from '../hooks/useSaveSettings';
import { type SectionKey, useSettingsDrafts } from '../hooks/useSettingsDrafts';
import { RegionTab } from './RegionTab';
import { RegisterRulesTab } from './RegisterRulesTab';
import { SiteTab } from './SiteTab';
import { WhitelabelTab } from './WhitelabelTab';

const TABS: readonly { key: SectionKey; label: string }[] = [
  { key: 'whitelabel', label: 'Feature switches' },
  { key: 'registerRules', label: 'Registration fields' },
  { key: 'site', label: 'Site' },
  { key: 'blockedCountries', label: 'Region' },
];

const SAVED_MESSAGES: Record<SectionKey, string> = {
  whitelabel: 'Feature switches saved',
  registerRules: 'Registration fields saved',
  site: 'Site settings saved',
  blockedCountries: 'Blocked countries saved',
};

function parseMerchantId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function MerchantSettingsPage() {
  const merchantId = parseMerchantId(useParams().merchantId);
  if (merchantId === null) return <ErrorBlock error={new Error('This merchant does not exist')} />;
  return <SettingsEditor key={merchantId} merchantId={merchantId} />;
}

function SettingsEditor({ merchantId }: { merchantId: number }) {
  const canManage = useCanManage();
  const merchants = useQuery(merchantsQuery);
  const settings = useQuery(merchantSettingsQuery(merchantId));
  const drafts = useSettingsDrafts(settings.data);
  const save = useSaveSettings(merchantId);
  const [activeTab, setActiveTab] = useState<SectionKey>('whitelabel');
  const [saveError, setSaveError] = useState<{ section: SectionKey; message: string } | null>(null);
  const merchant = merchants.data?.find((item) => item.id === merchantId);
  const hasUnsaved = TABS.some((tab) => drafts.isDirty(tab.key));

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved settings. Leave this page and discard them?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  function handleSave(section: SectionKey, update: UpdateSettings) {
    setSaveError(null);
    save.mutate(update, {
      onSuccess: () => {
        drafts.clearDraft(section);
        toast.success(SAVED_MESSAGES[section]);
      },
      onError: (error) => {
        setSaveError({ section, message: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    });
  }

  function sectionProps<K extends SectionKey>(section: K, saved: MerchantSettings) {
    return {
      value: drafts.sectionValue(section, saved),
      onChange: (value: MerchantSettings[K]) => drafts.setDraft(section, value),
      onSave: (update: UpdateSettings) => handleSave(section, update),
      onReset: () => {
        drafts.clearDraft(section);
        setSaveError(null);
      },
      isDirty: drafts.isDirty(section),
      isSaving: save.isPending,
      canManage,
      saveError: saveError?.section === section ? saveError.message : null,
    };
  }

  const title = merchant ? `${merchant.name} settings` : 'Merchant settings';
  return (
    <>
      <PageHeader
        eyebrow={
          <Link to="/merchants" className="back-link">
            <Icon name="chevronLeft" size={14} /> Merchants
          </Link>
        }
        title={title}
        description={
          merchant ? (
            <>
              <span className="code-pill">{merchant.code}</span>{' '}
              <Badge tone={merchant.status === 'active' ? 'success' : 'neutral'} dot>
                {merchant.status === 'active' ? 'Active' : 'Disabled'}
              </Badge>{' '}
              Changes apply to the player site as soon as they are saved.
            </>
          ) : (
            'Changes apply to the player site as soon as they are saved.'
          )
        }
      />
      {canManage ? null : (
        <div className="page-notice">
          <Alert tone="info">Read only: only administrators can change merchant settings.</Alert>
        </div>
      )}
      {settings.isPending ? <LoadingBlock label="Loading settings…" /> : null}
      {settings.isError ? <ErrorBlock error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <>
          <Tabs
            label="Settings sections"
            tabs={TABS.map((tab) => ({ ...tab, isDirty: drafts.isDirty(tab.key) }))}
            active={activeTab}
            onChange={setActiveTab}
          />
          <div className="tab-panel" role="tabpanel" id={`tabpanel-${activeTab}`} aria-labelledby={`tab-${activeTab}`}>
            {activeTab === 'whitelabel' ? <WhitelabelTab {...sectionProps('whitelabel', settings.data)} /> : null}
            {activeTab === 'registerRules' ? (
              <RegisterRulesTab {...sectionProps('registerRules', settings.data)} />
            ) : null}
            {activeTab === 'site' ? (
              <SiteTab
                {...sectionProps('site', settings.data)}
                domains={merchant?.domains.map((item) => item.domain) ?? []}
              />
            ) : null}
            {activeTab === 'blockedCountries' ? (
              <RegionTab {...sectionProps('blockedCountries', settings.data)} />
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
