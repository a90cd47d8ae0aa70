import type { MemberInfo } from '@fortuna/contracts/session';
import { useState } from 'react';
import { BindMobileModal } from './BindMobileModal';
import { ChangePasswordCard } from './ChangePasswordCard';
import { LastLogin } from './LastLogin';
import { PaymentPasswordCard } from './PaymentPasswordCard';
import { ProfileCard } from './ProfileCard';
import { SecondFactorCard } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';
import './account.css';

/** My account (securityCenter): the member's profile, passwords, sign-in verification and where they are signed in. */
export function SecurityCenterPanel({ member }: { member: MemberInfo }) {
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
      <BindMobileModal isOpen={isBindOpen} onClose={() => setIsBindOpen(false)} />
    </div>
  );
}
