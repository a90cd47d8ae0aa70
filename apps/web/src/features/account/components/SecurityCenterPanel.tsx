import type { MemberInfo } from '@fortuna/contracts/session';
import { useState } from 'react';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { VipCard } from '../../vip/components/VipCard';
import { BindMobileModal } from './BindMobileModal';
import { ChangePasswordCard } from './ChangePasswordCard';
import { LastLogin } from './LastLogin';
import { PaymentPasswordCard } from './PaymentPasswordCard';
import { ProfileCard } from './ProfileCard';
import { SecondFactorCard } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';
import './account.css';

/**
 * My account (securityCenter): the member's profile, passwords, sign-in verification, where they are signed in, and
 * their VIP level when the merchant runs VIP.
 */
export function SecurityCenterPanel({ member, currencySymbol }: { member: MemberInfo; currencySymbol: string }) {
  const { whitelabel } = useSiteInfo().info;
  const [isBindOpen, setIsBindOpen] = useState(false);
  const openBind = () => setIsBindOpen(true);

  return (
    <div className="security-centre" data-testid="security-centre">
      <ProfileCard member={member} onBindMobile={openBind} />
      <LastLogin lastLoginAt={member.lastLoginAt} lastLoginIp={member.lastLoginIp} />
      <div className="security-centre__cards">
        <ChangePasswordCard />
        <PaymentPasswordCard hasPaymentPassword={member.hasPaymentPassword} />
      </div>
      <SecondFactorCard onBindMobile={openBind} />
      <SessionsCard />
      {whitelabel.vip && <VipCard currencySymbol={currencySymbol} />}
      <BindMobileModal isOpen={isBindOpen} onClose={() => setIsBindOpen(false)} />
    </div>
  );
}
