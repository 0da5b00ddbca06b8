// Configurações > Assinatura with Stripe (features/billing/stripe/account-routes.ts).
import { handleStripePortal } from '@/features/billing/stripe/account-routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleStripePortal(request);
}
