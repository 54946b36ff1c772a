import type { Chrome } from './chrome';

export function BrandLogo({
  brand,
  className = 'h-8',
}: {
  brand: Chrome['brand'];
  className?: string;
}) {
  return brand.logoUrl ? (
    <img src={brand.logoUrl} alt={brand.name} className={className} />
  ) : (
    <span className="text-lg font-semibold">{brand.name}</span>
  );
}
