import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  /** danger: for what cannot be undone (a confirmation's red button). */
  variant?: 'primary' | 'plain' | 'danger';
}

// One class list per variant: a colour passed in className would lose to these in the stylesheet's order.
const LOOKS = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800 disabled:bg-sky-700/60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  plain: 'bg-white text-slate-800 border border-slate-300 hover:bg-slate-100',
} as const;

export function Button({
  loading = false,
  variant = 'primary',
  disabled,
  children,
  className = '',
  ...rest
}: Props) {
  const look = LOOKS[variant];
  return (
    <button
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md whitespace-nowrap px-4 py-2 text-sm font-semibold focus:ring-2 focus:ring-sky-600/40 focus:outline-none ${look} ${className}`}
    >
      {loading && (
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
}
