import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store';

/** Forgets the token and goes to the sign-in screen ("Log out" and "Sign in again"). */
export function useSignOut(): () => void {
  const signOut = useSessionStore((state) => state.signOut);
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    navigate('/admin/login');
  }, [signOut, navigate]);
}
