// The button's class names. Their rules are written once in button.css (each about 430 characters
// of utilities that every button's HTML used to repeat; issue 17). These plain strings serve
// button.tsx and the small client islands of the public pages (the header's menus, the carousel,
// the error boundary), which do not load tailwind-merge and Radix's Slot for a few class names.
// A class passed with a button is a utility written after button.css: it wins over the button's
// own rule for the same property, as tailwind-merge used to decide.
export const BUTTON_BASE = 'btn';

export const BUTTON_VARIANTS = {
  default: 'btn-default',
  destructive: 'btn-destructive',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
} as const;

export const BUTTON_SIZES = {
  default: 'btn-md',
  sm: 'btn-sm',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const;

export function buttonClass({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: keyof typeof BUTTON_VARIANTS; size?: keyof typeof BUTTON_SIZES; className?: string } = {}): string {
  const classes = `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
  return className ? `${classes} ${className}` : classes;
}
