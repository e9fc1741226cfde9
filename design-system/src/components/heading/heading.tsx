import type { HTMLAttributes, ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  children: ReactNode;
}

/** A heading whose level follows the page outline rather than the component's looks. */
export function Heading({ level, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
}
