import { createStore, useStore } from 'zustand';

interface WaitlistState {
  isOpen: boolean;
  /** The element that opened the dialog; focus returns to it on close. */
  opener: HTMLElement | null;
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
}

/**
 * The one wait list store. Every remote imports it by package name; the design system is a
 * federation singleton, so any button anywhere opens the dialog the shell renders.
 */
export const waitlistStore = createStore<WaitlistState>()((set) => ({
  isOpen: false,
  opener: null,
  open: (opener = null) => set({ isOpen: true, opener }),
  close: () => set({ isOpen: false }),
}));

export function useWaitlist<T>(selector: (state: WaitlistState) => T): T {
  return useStore(waitlistStore, selector);
}

/** Handler for any call-to-action: opens the wait list and remembers the button for focus return. */
export const openWaitlist = (event?: { currentTarget: EventTarget | null }) => {
  const target = event?.currentTarget;
  waitlistStore.getState().open(target instanceof HTMLElement ? target : null);
};
