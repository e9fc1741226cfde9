import type { Session } from '@fns/contracts';
import { useId, useRef, useState } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { DataTable } from '../../components/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { ListSection } from '../../components/list-section';
import { useRequest } from '../../hooks/use-request';
import { useSignOut } from '../../hooks/use-sign-out';
import { endSession, fetchSessions } from '../../lib/account-api';
import { ACCOUNT_SECURITY_ERRORS } from '../../lib/api-messages';
import { removeLocalDrafts } from '../../lib/auth-token';
import { countOf, type Noun } from '../../lib/counted-noun';
import type { Problem } from '../../lib/problem';
import { sessionColumns } from './session-columns';
import { browserOf } from './user-agent';

const SESSIONS: Noun = { one: 'session', many: 'sessions' };

/** Where the account is signed in; each session can be signed out, this one too (then as "Log out" does). */
export function SessionsSection() {
  const { state, retry } = useRequest(fetchSessions, ACCOUNT_SECURITY_ERRORS.sessions);
  const [ended, setEnded] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const signOutHere = useSignOut();
  const sessions = state.status === 'done' ? state.data.filter((session) => !ended.includes(session.id)) : null;

  const signOut = async (session: Session) => {
    await endSession(session.id);
    if (session.current) {
      // As "Log out": nothing unsaved stays in this browser for the next person at it.
      removeLocalDrafts();
      signOutHere();
      return;
    }
    setEnded((ids) => [...ids, session.id]);
    setMessage(`${browserOf(session.userAgent)} is signed out.`);
    // Its row and button are gone: the focus moves on to what became of it.
    statusRef.current?.focus();
  };

  return (
    <ListSection
      heading="Sessions"
      headingId={headingId}
      noun={SESSIONS}
      loading={state.status === 'loading'}
      count={sessions && countOf(sessions.length, SESSIONS)}
    >
      <ActionOutcome message={message} problem={problem} statusRef={statusRef} />
      {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
      {sessions && (
        <DataTable
          items={sessions}
          columns={sessionColumns({ signOut, report: setProblem })}
          rowKey={(session) => session.id}
          labelledBy={headingId}
        />
      )}
    </ListSection>
  );
}
