import { AUTH_TOKEN_KEY } from '@fns/design-system';
import { useSessionStore } from '../session-store';

describe('session store', () => {
  beforeEach(() => window.localStorage.clear());

  it('signIn keeps the token in local storage under authToken', () => {
    useSessionStore.getState().signIn('jwt-1');
    expect(useSessionStore.getState().token).toBe('jwt-1');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-1');
  });

  it('signOut removes the token', () => {
    useSessionStore.getState().signIn('jwt-1');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('follows a sign-out in another tab', () => {
    useSessionStore.getState().signIn('jwt-1');
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: null }));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('starts from the stored token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    jest.resetModules();
    const { useSessionStore: fresh } = await import('../session-store');
    expect(fresh.getState().token).toBe('stored');
  });
});
