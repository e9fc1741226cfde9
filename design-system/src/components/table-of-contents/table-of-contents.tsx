import { useEffect, useEffectEvent, useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@fns/design-system';
import { focusSection, scrollToSection, TOC_SCROLL_OFFSET_PX } from './scroll-to-section';
import { useScrollSpy, type ScrollSpyOptions } from './use-scroll-spy';
import styles from './table-of-contents.module.scss';

export interface TableOfContentsItem {
  /** The id of the section element on the page. */
  id: string;
  title: ReactNode;
}

export interface TableOfContentsProps extends ScrollSpyOptions {
  items: readonly TableOfContentsItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** Distance kept between the viewport top and the section after a jump. */
  offsetPx?: number;
  className?: string;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * In-page navigation: a link per section that scrolls it to `offsetPx` below the top, puts its
 * hash in the address bar, and marks the section in view with aria-current.
 */
export function TableOfContents({
  items,
  label = 'On this page',
  offsetPx = TOC_SCROLL_OFFSET_PX,
  rootMargin,
  threshold,
  className,
}: TableOfContentsProps) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { activeId, pin } = useScrollSpy(ids, { rootMargin, threshold });
  const labelId = useId();

  // A visit that arrives with a section's hash lands on that section, offset like a click.
  const jumpToHash = useEffectEvent(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (ids.includes(id) && scrollToSection(id, { offsetPx, smooth: false })) pin(id);
  });

  useEffect(() => jumpToHash(), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || !isPlainClick(event) || !scrollToSection(id, { offsetPx })) return;
    event.preventDefault();
    pin(id);
    // Keep the router's history state; only the hash changes.
    window.history.replaceState(window.history.state, '', `#${id}`);
    focusSection(id);
  };

  return (
    <nav aria-labelledby={labelId} className={cx(styles.toc, className)}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={item.id === activeId ? 'true' : undefined}
              onClick={(event) => onClick(event, item.id)}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
