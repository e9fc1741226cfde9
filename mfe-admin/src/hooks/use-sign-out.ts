import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { removeAuthToken } from '../lib/auth-token';

/** Forgets the token and goes to the sign-in screen ("Log out" and "Sign in again"). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    removeAuthToken();
    void navigate('/admin/login');
  }, [navigate]);
}
