import { useEffect, useEffectEvent, type RefObject } from 'react';
import { getFocusableElements } from './focusable';

export interface FocusTrapOptions {
  active?: boolean;
  /** Receives focus on activation; defaults to the first focusable element, then the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onEscape?: () => void;
}

/** Open traps, newest last: only the top one reacts, so stacked dialogs behave. */
const trapStack: symbol[] = [];

/**
 * Moves focus into the container, wraps Tab and Shift+Tab inside it, reports Escape, and on
 * deactivation returns focus to whatever had it before.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}) {
  const { active = true, initialFocusRef, onEscape } = options;
  const handleEscape = useEffectEvent(() => onEscape?.());

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = Symbol('focus-trap');
    trapStack.push(token);
    const isTop = () => trapStack[trapStack.length - 1] === token;
    (initialFocusRef?.current ?? getFocusableElements(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        handleEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = getFocusableElements(container);
      const first = items[0] ?? container;
      const last = items[items.length - 1] ?? container;
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !container.contains(current);
      if (event.shiftKey && (outside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !container.contains(event.target)) {
        (getFocusableElements(container)[0] ?? container).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      trapStack.splice(trapStack.indexOf(token), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
