// What /pay/sucesso?session_id= shows: the Checkout Session's real state, read from Stripe, for its
// own buyer only (the session's metadata names the user who started it).
import 'server-only';
import { stripeConfigured } from '@/env';
import { getPlan, isPlanId, type Plan } from '@/lib/plans';
import { getStripe } from './client';
import { stripeErrorCode } from './checkout';

export type CheckoutStatus =
  { state: 'paid'; plan: Plan } | { state: 'awaiting_pix'; plan: Plan } | { state: 'failed' } | { state: 'unknown' };

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export async function readCheckoutStatus(sessionId: string | undefined, userId: string | null): Promise<CheckoutStatus> {
  const stripe = getStripe();
  if (!stripe || !stripeConfigured() || !sessionId || !SESSION_ID.test(sessionId) || !userId) return { state: 'unknown' };
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.metadata?.userId !== userId) return { state: 'unknown' };
    const plan = getPlan(isPlanId(session.metadata.plan) ? session.metadata.plan : null);
    if (session.status === 'complete' && session.payment_status !== 'unpaid') return { state: 'paid', plan };
    if (session.status === 'complete') return { state: 'awaiting_pix', plan };
    return { state: 'failed' };
  } catch (error) {
    console.error(`[stripe] reading checkout ${sessionId.slice(0, 12)}… failed: ${stripeErrorCode(error)}`);
    return { state: 'unknown' };
  }
}
