import { ICON_SHAPES, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative line icon in the current text colour; the text beside it carries the meaning. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_SHAPES[name].map((shape) => {
        if (!shape.startsWith('circle:')) return <path key={shape} d={shape} />;
        const [cx, cy, r] = shape.slice('circle:'.length).split(',');
        return <circle key={shape} cx={cx} cy={cy} r={r} />;
      })}
    </svg>
  );
}
