export interface CloseIconProps {
  className?: string;
}

/** Decorative cross; the button around it carries the label. */
export function CloseIcon({ className }: CloseIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}
