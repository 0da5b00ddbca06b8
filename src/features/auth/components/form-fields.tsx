'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PASSWORD_MAX_LENGTH } from '@/lib/password-rules';
import { PasswordInput } from './password-input';

type FieldProps = { value: string; onChange: (value: string) => void };

/** The Email field of the auth forms. */
export function EmailField({ value, onChange }: FieldProps) {
  const t = useTranslations('auth');
  return (
    <div className="grid gap-2">
      <Label htmlFor="email">{t('email')}</Label>
      <Input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('emailPlaceholder')}
        maxLength={254}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A labelled password field with show/hide, and an optional hint under it. */
export function PasswordField({
  id,
  label,
  autoComplete,
  hint,
  value,
  onChange,
}: FieldProps & { id: string; label: string; autoComplete: 'current-password' | 'new-password'; hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        id={id}
        name={id}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A new password and its confirmation (sign-up, payment page, reset), with the length hint. */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  labels: { password: string; confirm: string; hint: string };
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        id="password"
        label={labels.password}
        autoComplete="new-password"
        hint={labels.hint}
        value={password}
        onChange={onPasswordChange}
      />
      <PasswordField
        id="confirmPassword"
        label={labels.confirm}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
      />
    </>
  );
}
