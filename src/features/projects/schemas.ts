// What the project screens send: a status, a timer's deliverable, a time entry typed by hand.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { minutesBetween } from '@/lib/payments/effective-rate';
import { isCalendarDate } from '@/lib/payments/schedule';
import { PROJECT_STATUSES } from '@/lib/project-statuses';
import { storableText } from '@/lib/storable-text';

const key = (k: MessageKey) => k;

export const projectIdSchema = z.uuid();
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/**
 * What a stopped timer records: its whole minutes, or nothing (null) when it ran under one minute,
 * so a start and stop by mistake leaves no 0-minute entry behind.
 */
export function timerMinutes(startedAt: Date, endedAt: Date): number | null {
  const minutes = minutesBetween(startedAt, endedAt);
  return minutes >= 1 ? minutes : null;
}

/** At most 24 hours in one typed entry. */
export const MAX_ENTRY_MINUTES = 24 * 60;

const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: key('projects.entryTimeInvalid') })
    .int(key('projects.entryTimeInvalid'))
    .min(0, key('projects.entryTimeInvalid'))
    .max(max, key('projects.entryTimeInvalid'));

export const timeEntrySchema = z.object({
  deliverableId: z.uuid(key('projects.deliverableNotFound')),
  /** 'YYYY-MM-DD', the day the work was done (Brasília). */
  date: z.string().refine(isCalendarDate, key('projects.entryDateInvalid')),
  hours: wholeNumber(24),
  minutes: wholeNumber(59),
  note: storableText().trim().max(200, key('projects.noteTooLong')).default(''),
});
export type TimeEntryInput = z.input<typeof timeEntrySchema>;

export const timeEntryFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'projects', 'projects.entryInvalid');
