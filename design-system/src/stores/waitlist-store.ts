import { createStore, useStore } from 'zustand';

interface WaitlistState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * The one wait list store. Every remote imports it by package name; the design system is a
 * federation singleton, so any button anywhere opens the dialog the shell renders. (The dialog
 * returns focus to whatever had it before opening, so the store needs no opener.)
 */
export const waitlistStore = createStore<WaitlistState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

export function useWaitlist<T>(selector: (state: WaitlistState) => T): T {
  return useStore(waitlistStore, selector);
}

/** Click handler for any call-to-action that opens the wait list. */
export const openWaitlist = () => waitlistStore.getState().open();
