import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberInfoQuery } from '../../../api/member-info';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { Icon } from '../../../ui/Icon';
import { CustomerServiceEntry } from '../../customer-service/components/CustomerServiceEntry';
import { HeaderVipBadge } from '../../vip/components/HeaderVipBadge';
import { useCopyMemberId } from '../hooks/useCopyMemberId';
import { Avatar } from './Avatar';
import './avatar-menu.css';

interface AvatarMenuProps {
  /** Trial accounts have no member centre (spec §6): they are offered a real account instead. */
  isTrial: boolean;
  onRegister: () => void;
  onSignOut: () => void;
}

/** The header avatar and its account dropdown (spec §2 header, logged in). */
export function AvatarMenu({ isTrial, onRegister, onSignOut }: AvatarMenuProps) {
  const { t } = useTranslation();
  const { info: site } = useSiteInfo();
  const member = useQuery(memberInfoQuery()).data;
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the menu.
  useEffect(() => setIsOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const copyMemberId = useCopyMemberId();

  const isAgent = member ? isAgentType(member.type) : false;
  const hasMemberCentre = !isTrial && !(member && isTrialType(member.type));
  const liveChat = site.customerService.find((entry) => entry.csType === 'LIVECHAT') ?? site.customerService[0];

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar-menu__button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('account.menu')}
        data-testid="avatar-menu"
      >
        <Avatar size={36} icon={member?.icon} testId="header-avatar" />
        {hasMemberCentre && site.whitelabel.vip && <HeaderVipBadge />}
        <Icon name="chevronDown" size={14} className="avatar-menu__chevron" />
      </button>
      {isOpen && (
        <div id={menuId} className="avatar-menu__panel" data-testid="avatar-menu-panel">
          <div className="avatar-menu__identity">
            <Avatar size={44} icon={member?.icon} />
            <div className="avatar-menu__names">
              <strong className="avatar-menu__account" data-testid="avatar-account">
                {member?.userName ?? member?.account ?? t('common.loading')}
              </strong>
              {member && (
                <span className="avatar-menu__id">
                  {t('account.id')}: <span data-testid="avatar-id">{member.id}</span>
                  <button
                    type="button"
                    className="avatar-menu__copy"
                    onClick={() => void copyMemberId(member.id)}
                    aria-label={t('account.copyId')}
                    title={t('common.copy')}
                    data-testid="copy-id"
                  >
                    <Icon name="copy" size={14} />
                  </button>
                </span>
              )}
            </div>
          </div>
          {!hasMemberCentre && (
            <div className="avatar-menu__trial" data-testid="avatar-trial-hint">
              <p>{t('trial.inNeedTrueAccount')}</p>
              <button
                type="button"
                className="btn btn--primary btn--small btn--block"
                onClick={() => {
                  setIsOpen(false);
                  onRegister();
                }}
                data-testid="avatar-register"
              >
                <Icon name="sparkles" size={16} />
                {t('trial.register')}
              </button>
            </div>
          )}
          <ul className="avatar-menu__list">
            {hasMemberCentre && (
              <>
                <MenuLink to="/member?page=securityCenter" icon="shield" label={t('common.myAccount')} />
                <MenuLink to="/member?page=personalHistoryCopy" icon="receipt" label={t('account.bettingRecord')} />
                <MenuLink to="/member?page=messageV2" icon="chat" label={t('account.messages')} />
              </>
            )}
            {liveChat && (
              <li>
                <CustomerServiceEntry entry={liveChat} className="avatar-menu__item" testId="avatar-customer-service">
                  <Icon name="headset" size={18} />
                  {t('customerService.button')}
                  {liveChat.csType !== 'LIVECHAT' && (
                    <Icon name="external" size={14} className="avatar-menu__external" />
                  )}
                </CustomerServiceEntry>
              </li>
            )}
            {isAgent && <MenuLink to="/agentHome" icon="users" label={t('account.agentCentre')} testId="agent-entry" />}
            <li>
              <button
                type="button"
                className="avatar-menu__item avatar-menu__item--danger"
                onClick={() => {
                  setIsOpen(false);
                  onSignOut();
                }}
                data-testid="sign-out"
              >
                <Icon name="logout" size={18} />
                {t('common.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

interface MenuLinkProps {
  to: string;
  icon: 'shield' | 'receipt' | 'chat' | 'users';
  label: string;
  testId?: string;
}

function MenuLink({ to, icon, label, testId }: MenuLinkProps) {
  return (
    <li>
      <Link className="avatar-menu__item" to={to} data-testid={testId}>
        <Icon name={icon} size={18} />
        {label}
      </Link>
    </li>
  );
}
