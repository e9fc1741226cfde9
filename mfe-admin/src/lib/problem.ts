import { ApiError } from './api-client';

/** What a screen shows for a failed call. */
export interface Problem {
  message: string;
  /** A missing token or a 401/403: show the way back to sign-in. */
  authFailure: boolean;
}

/** The problem of a failed call; anything that is not an ApiError reads as `fallback`. */
export function toProblem(error: unknown, fallback: string): Problem {
  if (error instanceof ApiError) return { message: error.message, authFailure: error.authFailure };
  return { message: fallback, authFailure: false };
}

/** Several problems shown together, each message on its own line. */
export function combineProblems(problems: ReadonlyArray<Problem | null>): Problem | null {
  const present = problems.filter((problem): problem is Problem => problem !== null);
  if (present.length === 0) return null;
  return { message: present.map((problem) => problem.message).join('\n'), authFailure: present.some((problem) => problem.authFailure) };
}
