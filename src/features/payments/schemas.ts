import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { isCalendarDate } from '@/lib/payments/schedule';
import { PAYMENT_METHODS } from '@/lib/payments/methods';

const key = (k: MessageKey) => k;

export const paymentIdSchema = z.uuid();
export { PAYMENT_METHODS, type PaymentMethod } from '@/lib/payments/methods';

/** "Recebido": the day (not in the future, checked by the mutation) and how. */
export const receivedSchema = z.object({
  receivedOn: z.string().refine(isCalendarDate, key('payments.receivedDateInvalid')),
  method: z.enum(PAYMENT_METHODS, key('payments.methodInvalid')),
});

export const receivedFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'payments', 'payments.saveError');
