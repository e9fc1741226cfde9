import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC section 2: a section counts as in view inside these margins, at 20 percent visibility. */
export const SCROLL_SPY_ROOT_MARGIN = '-100px 0px -300px 0px';
export const SCROLL_SPY_THRESHOLD = 0.2;
/** After a click, the clicked section stays highlighted until its scroll ends (or this long at most). */
export const SCROLL_SPY_PIN_MS = 1000;

export interface ScrollSpyOptions {
  rootMargin?: string;
  threshold?: number;
}

/**
 * The section to highlight: the first one (in document order) inside the in-view band, or the
 * last one in the band once the page is scrolled to its end (short closing sections never reach
 * the top of the band otherwise).
 */
export function pickActiveSection(ids: readonly string[], inView: ReadonlySet<string>, atPageBottom: boolean): string | undefined {
  const visible = ids.filter((id) => inView.has(id));
  return atPageBottom ? visible.at(-1) : visible[0];
}

/**
 * With no section inside the band (a long section fills it, or the page sits above the first
 * section), the section the reader is in: the last one whose top has passed the band's top edge,
 * else the first.
 */
export function sectionAbove(ids: readonly string[], bandTopPx: number): string | undefined {
  let current = ids[0];
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section && section.getBoundingClientRect().top <= bandTopPx) current = id;
  }
  return current;
}

/** "-100px 0px -300px 0px" → 100: how far below the viewport top the band starts. */
const bandTopOf = (rootMargin: string) => Math.max(0, -parseFloat(rootMargin) || 0);

function isAtPageBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return scrollHeight > window.innerHeight && window.innerHeight + window.scrollY >= scrollHeight - 2;
}

/** Watches the sections with these ids and reports the one in view. */
export function useScrollSpy(
  ids: readonly string[],
  { rootMargin = SCROLL_SPY_ROOT_MARGIN, threshold = SCROLL_SPY_THRESHOLD }: ScrollSpyOptions = {},
) {
  const [activeId, setActiveId] = useState<string | undefined>(ids[0]);
  const pinned = useRef(false);
  const releasePin = useRef<() => void>(() => undefined);
  const idsKey = ids.join('\n');

  useEffect(() => {
    const watched = idsKey ? idsKey.split('\n') : [];
    const inView = new Set<string>();
    const update = () => {
      if (pinned.current) return;
      const next = pickActiveSection(watched, inView, isAtPageBottom()) ?? sectionAbove(watched, bandTopOf(rootMargin));
      if (next) setActiveId(next);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        update();
      },
      { rootMargin, threshold },
    );
    for (const id of watched) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [idsKey, rootMargin, threshold]);

  useEffect(() => () => releasePin.current(), []);

  /** Highlights `id` at once and keeps it while the scroll towards it runs. */
  const pin = useCallback((id: string) => {
    releasePin.current();
    setActiveId(id);
    pinned.current = true;
    const release = () => {
      pinned.current = false;
      clearTimeout(timer);
      window.removeEventListener('scrollend', release);
      releasePin.current = () => undefined;
    };
    const timer = setTimeout(release, SCROLL_SPY_PIN_MS);
    window.addEventListener('scrollend', release);
    releasePin.current = release;
  }, []);

  return { activeId, pin };
}
