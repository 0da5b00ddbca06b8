'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useState } from 'react';
import type { MessageKey } from '@/i18n/message-key';
import type { ActionResult } from '@/lib/action-result';

export type FieldErrors = Partial<Record<string, MessageKey>>;
type Refusal = Extract<ActionResult<unknown>, { ok: false }>;

type Options<I, T> = {
  /** The server action (or any call answering an ActionResult) the form submits to. */
  action: (input: I) => Promise<ActionResult<T>>;
  /** The fields this form shows errors under; a refusal naming none of them goes to `onRefused` alone. */
  fields: readonly string[];
  onSuccess: (data: T, input: I) => void;
  /** Every refusal, with the fields of this form it named (already shown under them): the toast, a focus. */
  onRefused: (refusal: Refusal, shown: string[]) => void;
  /** The call itself failed (network, server down). */
  onError: () => void;
};

type State = { fieldErrors: FieldErrors };
const NONE: State = { fieldErrors: {} };

/**
 * The one form shape of Valora (docs/forms.md): the form keeps what is typed in its own state, and
 * `submit(input)` runs the action through `useActionState`, so React owns `pending` and the last
 * answer's field errors. A field's error goes away as soon as that field changes (`clearError`)
 * and all of them on the next submit.
 */
export function useActionForm<I, T>({ action, fields, onSuccess, onRefused, onError }: Options<I, T>) {
  const translate = useTranslations();
  const [state, dispatch, pending] = useActionState(async (_previous: State, input: I): Promise<State> => {
    let result: ActionResult<T>;
    try {
      result = await action(input);
    } catch {
      onError();
      return NONE;
    }
    if (result.ok) {
      onSuccess(result.data, input);
      return NONE;
    }
    const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).filter(([field]) => fields.includes(field)));
    onRefused(result, Object.keys(fieldErrors));
    return { fieldErrors };
  }, NONE);

  // Fields changed since the last answer: their errors no longer describe what is typed.
  const [cleared, setCleared] = useState<{ of: State; fields: string[] }>({ of: state, fields: [] });
  const stale = cleared.of === state ? cleared.fields : [];
  const errors: FieldErrors = Object.fromEntries(Object.entries(state.fieldErrors).filter(([field]) => !stale.includes(field)));

  return {
    /** Sends `input`; a second submit while one runs waits for it (React queues the actions). */
    submit: (input: I) => startTransition(() => dispatch(input)),
    pending,
    /** The server's field errors, as message keys. */
    errors,
    /** A field's server error, translated, or undefined. */
    errorOf: (field: string): string | undefined => (errors[field] ? translate(errors[field]) : undefined),
    clearError: (field: string) => {
      if (!(field in errors)) return;
      setCleared({ of: state, fields: [...stale, field] });
    },
  };
}
