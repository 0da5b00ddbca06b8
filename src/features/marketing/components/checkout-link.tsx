import type { ReactNode } from 'react';
import { Link } from '@/i18n/server-link';
import type { PlanId } from '@/lib/plans';
import { checkoutUrl } from '../checkout-url';

/** A plan's buy link: the configured hosted checkout (or Valora's page), in a new tab. */
export function CheckoutLink({
  plan,
  className,
  children,
  newTabLabel,
}: {
  plan: PlanId;
  className?: string;
  children: ReactNode;
  newTabLabel: string;
}) {
  const { href, external } = checkoutUrl(plan);
  const content = (
    <>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </>
  );
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-plan={plan}>
      {content}
    </a>
  ) : (
    <Link href={href} target="_blank" rel="noopener" className={className} data-plan={plan}>
      {content}
    </Link>
  );
}
