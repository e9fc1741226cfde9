import { useEffect, useState } from 'react';
import { fetchAudienceStats } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceStats } from '../../lib/audience-types';
import { toProblem, type Problem } from '../../lib/problem';

/** The dashboard's audience counts; a failure here touches nothing else on the page. */
export function useAudienceStats() {
  const [stats, setStats] = useState<AudienceStats | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let current = true;
    fetchAudienceStats().then(
      (answer) => current && setStats(answer),
      (error: unknown) => current && setProblem(toProblem(error, AUDIENCE_ERRORS.stats)),
    );
    return () => {
      current = false;
    };
  }, []);

  return { stats, problem };
}
