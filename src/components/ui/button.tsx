import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/cn';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from './button-classes';

const baseButtonVariants = cva(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  defaultVariants: { variant: 'default', size: 'default' },
});
/** The button's class names, then the caller's (a caller's `hidden` wins over the button's display: button.css). */
function buttonVariants({
  className,
  ...variants
}: VariantProps<typeof baseButtonVariants> & { className?: string } = {}): string {
  return cn(baseButtonVariants(variants), className);
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof baseButtonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
