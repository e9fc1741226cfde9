import type { StaffList, StaffMember } from '@fns/contracts';
import { useCallback, useEffect, useState } from 'react';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { toProblem, type Problem } from '../../lib/problem';
import { fetchStaff } from '../../lib/staff-api';

/**
 * The team and the pending invitations (one request), read now and on `refresh`; the last answer
 * stays while the next is read, so the tables and the focus in them stay put.
 */
export function useTeam() {
  const [data, setData] = useState<StaffList | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    fetchStaff().then(
      (next) => {
        if (!current) return;
        setData(next);
        setProblem(null);
      },
      (error: unknown) => current && setProblem(toProblem(error, STAFF_ERRORS.load)),
    );
    return () => {
      current = false;
    };
  }, [reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  /** Shows a member changed at once: an optimistic change, its rollback, or the server's answer. */
  const replaceMember = useCallback((member: StaffMember) => {
    setData((previous) => previous && { ...previous, staff: previous.staff.map((other) => (other.id === member.id ? member : other)) });
  }, []);

  return { data, problem, refresh, replaceMember };
}

export type Team = ReturnType<typeof useTeam>;
