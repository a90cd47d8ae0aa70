import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberVipQuery } from '../api/vip';
import './vip.css';

/** The VIP label and rank beside the header avatar (spec §2 header); nothing without a level. */
export function HeaderVipBadge() {
  const { t, i18n } = useTranslation();
  const vip = useQuery(memberVipQuery(i18n.language)).data;
  if (!vip?.hasVip) return null;
  return (
    <span className="vip-badge" data-testid="header-vip" title={vip.vipLabelName}>
      <span className="vip-badge__name">{vip.vipLabelName}</span>
      <span className="vip-badge__rank">{t('header.vipRank', { rank: vip.vipRankLevel })}</span>
    </span>
  );
}
