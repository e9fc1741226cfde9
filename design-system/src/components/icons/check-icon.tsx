export interface CheckIconProps {
  className?: string;
}

/** Decorative check mark; the surrounding text carries the meaning. */
export function CheckIcon({ className }: CheckIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
