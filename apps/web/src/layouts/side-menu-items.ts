import type { IconName } from '../ui/Icon';

export interface SideMenuFeatures {
  /** The merchant enables referral and the referral page exists. */
  hasReferral: boolean;
  hasPromotions?: boolean;
  hasRewardCentre?: boolean;
  /** The points mall (/pointMall) exists. */
  hasPointsMall?: boolean;
}

export interface MenuItem {
  id: string;
  to: string;
  icon: IconName;
  tone: 'gold' | 'green' | 'blue' | 'purple' | 'red';
  labelKey:
    | 'sideMenu.home'
    | 'sideMenu.deposit'
    | 'sideMenu.withdraw'
    | 'sideMenu.promotions'
    | 'sideMenu.pointsMall'
    | 'sideMenu.referral'
    | 'sideMenu.rewardCentre';
  /** Anonymous visitors are sent to /login instead. */
  needsLogin: boolean;
}

/**
 * The side-menu entries of spec §2 whose feature exists. Promotions, the referral invite (when the
 * merchant enables it) and the reward centre join once their features are built: a menu never leads to
 * something the platform does not have.
 */
export function sideMenuItems({
  hasReferral,
  hasPromotions = false,
  hasRewardCentre = false,
  hasPointsMall = false,
}: SideMenuFeatures): MenuItem[] {
  const items: MenuItem[] = [
    { id: 'home', to: '/', icon: 'home', tone: 'gold', labelKey: 'sideMenu.home', needsLogin: false },
    {
      id: 'deposit',
      to: '/member?page=depositv2',
      icon: 'wallet',
      tone: 'green',
      labelKey: 'sideMenu.deposit',
      needsLogin: true,
    },
    {
      id: 'withdraw',
      to: '/member?page=withdraw',
      icon: 'cashout',
      tone: 'blue',
      labelKey: 'sideMenu.withdraw',
      needsLogin: true,
    },
  ];
  if (hasPromotions) {
    items.push({
      id: 'promotions',
      to: '/promotions',
      icon: 'gift',
      tone: 'red',
      labelKey: 'sideMenu.promotions',
      needsLogin: false,
    });
  }
  if (hasPointsMall) {
    items.push({
      id: 'pointMall',
      to: '/pointMall',
      icon: 'trophy',
      tone: 'gold',
      labelKey: 'sideMenu.pointsMall',
      needsLogin: false,
    });
  }
  if (hasReferral) {
    items.push({
      id: 'referral',
      to: '/member?page=referral',
      icon: 'users',
      tone: 'purple',
      labelKey: 'sideMenu.referral',
      needsLogin: true,
    });
  }
  if (hasRewardCentre) {
    items.push({
      id: 'rewards',
      to: '/member?page=rewardCenter',
      icon: 'trophy',
      tone: 'gold',
      labelKey: 'sideMenu.rewardCentre',
      needsLogin: true,
    });
  }
  return items;
}
