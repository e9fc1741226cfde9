import type { Account, StaffMember } from '@fns/contracts';
import { useId, useRef, useState } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { DataTable } from '../../components/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { countOf } from '../../lib/counted-noun';
import type { Problem } from '../../lib/problem';
import { DeleteMemberDialog } from './delete-member-dialog';
import { STAFF_MEMBERS, STAFF_TEXTS } from './staff-texts';
import { teamColumns } from './team-columns';
import { useMemberDelete } from './use-member-delete';
import type { Team } from './use-team';

/** Whom the posts went to, for the outcome. */
const nameOf = (staff: StaffMember[], id: string) => staff.find((member) => member.id === id)?.name ?? 'the member chosen';

interface TeamSectionProps {
  team: Team;
  viewer: Account;
  /** The viewer may change roles, suspend and delete ('staff.manage'). */
  manages: boolean;
}

/** The staff members and their roles; for a manager, the controls that change them, and what each change came to. */
export function TeamSection({ team, viewer, manages }: TeamSectionProps) {
  const { data, problem: loadProblem, refresh, replaceMember } = team;
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const announce = (text: string) => {
    setProblem(null);
    setMessage(text);
  };
  // The deleted member's row and buttons go: the focus moves on to what became of them.
  const deletion = useMemberDelete((member, postsTo) => {
    announce(STAFF_TEXTS.deleted(member, nameOf(data?.staff ?? [], postsTo)));
    statusRef.current?.focus();
    refresh();
  });
  const columns = teamColumns({ viewer, manages, onDelete: deletion.ask, replace: replaceMember, report: setProblem, announce });

  return (
    <ListSection
      heading="Team"
      headingId={headingId}
      noun={STAFF_MEMBERS}
      loading={!data && !loadProblem}
      count={data && countOf(data.staff.length, STAFF_MEMBERS)}
    >
      <ActionOutcome message={message} problem={problem} statusRef={statusRef} />
      {loadProblem && <ErrorNotice problem={loadProblem} onRetry={refresh} />}
      {data && <DataTable items={data.staff} columns={columns} rowKey={(member) => member.id} labelledBy={headingId} />}
      {manages && <DeleteMemberDialog deletion={deletion} staff={data?.staff ?? []} />}
    </ListSection>
  );
}
