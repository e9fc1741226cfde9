import type { StaffMember } from '@fns/contracts';
import type { Problem } from '../../lib/problem';

/** What a member's controls do with the server's answer: show the row changed, report a failure, say what happened. */
export interface MemberActions {
  replace: (member: StaffMember) => void;
  report: (problem: Problem | null) => void;
  announce: (message: string) => void;
}
