import type { ReleaseEvent, RemoteName, RemoteStatus } from '@fns/contracts';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_marketing: 'Marketing',
  mfe_blog: 'Blog',
  mfe_admin: 'Admin',
};

/** A deployment's name: its version, or (null) the one the site is configured with. */
export const versionName = (version: string | null) => version ?? 'the configured deployment';

/** What an admin may do to a remote, once confirmed. */
export type ReleaseAction =
  | { kind: 'promote'; remote: RemoteName; version: string }
  | { kind: 'canary'; remote: RemoteName; version: string }
  | { kind: 'rollback'; remote: RemoteName; from: string | null; to: string | null; endsCanary: boolean };

/** A rollback of `remote`: ending its canary when one runs, otherwise back to the version live before. */
export function rollbackOf({ remote, canary, live, rollbackTo }: RemoteStatus): ReleaseAction {
  return { kind: 'rollback', remote, from: canary ? canary.version : live.version, to: rollbackTo?.version ?? null, endsCanary: canary !== null };
}

/** The confirmation dialog's title and sentence. */
export function confirmation(action: ReleaseAction): { title: string; description: string; confirm: string } {
  const label = REMOTE_LABELS[action.remote];
  if (action.kind === 'promote') {
    return {
      title: `Promote ${label} ${action.version}?`,
      description: `Its release checks run first. If they pass, every visitor gets ${action.version} within seconds.`,
      confirm: 'Promote',
    };
  }
  if (action.kind === 'canary') {
    return {
      title: `Start a canary of ${label} ${action.version}?`,
      description: `Its release checks run first. If they pass, this share of visitors gets ${action.version}; the others keep the live version. Too many failures roll it back on its own.`,
      confirm: 'Start canary',
    };
  }
  return action.endsCanary
    ? {
        title: `End the canary of ${label} ${action.from}?`,
        description: `Every visitor gets the live version, ${versionName(action.to)}, within seconds.`,
        confirm: 'End canary',
      }
    : {
        title: `Roll ${label} back?`,
        description: `Every visitor gets ${versionName(action.to)} instead of ${versionName(action.from)} within seconds.`,
        confirm: 'Roll back',
      };
}

/** What the status line says once an action is done. */
export function doneText(action: ReleaseAction, percent: number): string {
  const label = REMOTE_LABELS[action.remote];
  if (action.kind === 'promote') return `${label} ${action.version} is live.`;
  if (action.kind === 'canary') return `${label} ${action.version} is served to ${percent}% of visitors.`;
  return action.endsCanary ? `The canary of ${label} has ended.` : `${label} is back on ${versionName(action.to)}.`;
}

const ACTION_TEXTS: Record<ReleaseEvent['action'], (event: ReleaseEvent) => string> = {
  register: (event) => `Released ${versionName(event.version)}`,
  promote: (event) => `Promoted ${versionName(event.version)} (was ${versionName(event.from)})`,
  canary: (event) => `Canary of ${versionName(event.version)}`,
  rollback: (event) => `Rolled back to ${versionName(event.version)} (from ${versionName(event.from)})`,
  'auto-rollback': (event) => `Canary of ${versionName(event.from)} rolled back on its own`,
};

/** One line of a remote's history. */
export const eventText = (event: ReleaseEvent) => `${ACTION_TEXTS[event.action](event)}${event.reason ? `: ${event.reason}` : ''}`;
