import { cn } from '@/lib/cn';
import { qrSvgPath } from '@/lib/qr';

/**
 * A QR code as inline SVG (no client JavaScript, renders on the server). Always black on white with
 * its quiet zone, whatever the theme: readers expect dark modules on a light ground.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = qrSvgPath(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block size-48', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
