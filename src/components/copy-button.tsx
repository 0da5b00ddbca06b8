'use client';

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, type buttonVariants } from '@/components/ui/button';
import type { VariantProps } from 'class-variance-authority';

/** Copies a text to the clipboard with a toast; when the browser refuses, says how to copy by hand. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  errorLabel,
  variant = 'outline',
  className,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  errorLabel: string;
  variant?: VariantProps<typeof buttonVariants>['variant'];
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(copiedLabel);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(errorLabel);
    }
  }
  return (
    <Button type="button" variant={variant} onClick={copy} className={className}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
