// How a payment was received, as the freelancer marks it.
export const PAYMENT_METHODS = ['pix', 'transfer', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
