'use client';

import { fieldAria, FormField } from '@/components/form-field';
import type { useActionForm } from '@/components/use-action-form';
import { NativeSelect } from '@/components/ui/native-select';
import type { ClientOption } from '../queries';

/** The form's field errors, as `useActionForm` keeps them. */
type FieldErrorsOf = Pick<ReturnType<typeof useActionForm>, 'errorOf' | 'clearError'>;

/**
 * The client a new draft is for ("Duplicar", "A partir de um modelo"): the user's clients in the
 * platform's own select, labelled, with the form's `clientId` error below and tied to the select (gone once another is picked).
 */
export function ClientPicker({
  id,
  label,
  clients,
  value,
  onChange,
  form,
}: {
  id: string;
  label: string;
  clients: ClientOption[];
  value: string;
  onChange: (clientId: string) => void;
  form: FieldErrorsOf;
}) {
  const error = form.errorOf('clientId');
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        {...fieldAria(id, { error })}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          form.clearError('clientId');
        }}
      >
        {clients.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
