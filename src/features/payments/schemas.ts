import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { isCalendarDate, MAX_INSTALMENTS } from '@/lib/payments/schedule';
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

/**
 * A schedule typed in the editor: 1 to 24 instalments after the deposit, each a positive amount in
 * cents and a real calendar date; the sum is checked against the total by the mutation.
 */
export const scheduleSchema = z.object({
  instalments: z
    .array(
      z.object(
        {
          amountCents: z
            .number(key('payments.schedule.amountInvalid'))
            .int(key('payments.schedule.amountInvalid'))
            .positive(key('payments.schedule.amountInvalid'))
            .max(100_000_000_00, key('payments.schedule.amountInvalid')),
          dueDate: z.string(key('payments.schedule.dateInvalid')).refine(isCalendarDate, key('payments.schedule.dateInvalid')),
        },
        key('payments.schedule.amountInvalid'),
      ),
      key('payments.schedule.empty'),
    )
    .min(1, key('payments.schedule.empty'))
    .max(MAX_INSTALMENTS, key('payments.schedule.tooMany')),
  reminders: z.boolean(key('payments.saveError')).default(true),
});

export const scheduleFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'payments.schedule', 'payments.saveError');
