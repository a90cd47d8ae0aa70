import type { VendorItem } from '@fortuna/contracts/catalogue';

interface VendorLogoProps {
  vendor: Pick<VendorItem, 'displayName' | 'lagerIcon'>;
  size: number;
}

/** The vendor's icon, or its initials on a tile when the back office has not given it one. */
export function VendorLogo({ vendor, size }: VendorLogoProps) {
  if (vendor.lagerIcon) {
    return <img className="vendor-logo" src={vendor.lagerIcon} alt="" width={size} height={size} loading="lazy" />;
  }
  const initials = vendor.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className="vendor-logo vendor-logo--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
