export interface ChevronIconProps {
  className?: string;
}

/** Decorative chevron pointing down; rotate it with CSS for other directions. */
export function ChevronIcon({ className }: ChevronIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
