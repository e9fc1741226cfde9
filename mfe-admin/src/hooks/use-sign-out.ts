import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { removeAuthToken } from '../lib/auth-token';

/** Where "Log out" and "Sign in again" lead. */
export const SIGN_IN_PATH = '/admin/login';

/**
 * Forgets the token and goes to the sign-in screen ("Log out" and "Sign in again"). Unsaved drafts
 * stay for signing in again; "Log out" removes them itself (LogOutButton).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    removeAuthToken();
    void navigate(SIGN_IN_PATH);
  }, [navigate]);
}
