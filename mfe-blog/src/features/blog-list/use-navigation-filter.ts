import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPhase, type Phase } from '../../lib/phases';

/**
 * A phase filter can arrive in the router's navigation state (`{ category: 'BUILD' }`). It is
 * applied once and then cleared from the history entry, so a reload shows every post again.
 */
export function useNavigationFilter(apply: (phase: Phase) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested: unknown = (location.state as { category?: unknown } | null)?.category;

  useEffect(() => {
    if (!isPhase(requested)) return;
    apply(requested);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, apply, navigate, location.pathname, location.search]);
}
