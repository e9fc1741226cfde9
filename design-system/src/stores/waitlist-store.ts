import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

interface WaitlistState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const createWaitlistStore = () =>
  createStore<WaitlistState>()((set) => ({
    isOpen: false,
    open: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
  }));

const WaitlistContext = createContext<StoreApi<WaitlistState> | null>(null);

/**
 * One wait list store per app (and per request on the server, where nothing may be shared between
 * visitors). The design system is a federation singleton, so every remote reads this context and
 * any button anywhere opens the dialog the shell renders.
 */
export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createWaitlistStore);
  return createElement(WaitlistContext.Provider, { value: store }, children);
}

export function useWaitlist<T>(selector: (state: WaitlistState) => T): T {
  const store = useContext(WaitlistContext);
  if (!store) throw new Error('useWaitlist needs <WaitlistProvider>.');
  return useStore(store, selector);
}

/** The click handler for any call-to-action that opens the wait list. */
export const useOpenWaitlist = () => useWaitlist((state) => state.open);
