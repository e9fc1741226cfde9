import { useState } from 'react';
import { toProblem, type Problem } from '../lib/problem';

/**
 * A form's request: `submitting` while it runs, then the server's `message` or the `problem` (a
 * failure that is not an ApiError reads as `fallback`). Each submit clears what the last one said,
 * and resolves with whether it succeeded.
 */
export function useSubmit<Args extends unknown[]>(perform: (...args: Args) => Promise<string>, fallback: string) {
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (...args: Args): Promise<boolean> => {
    setSubmitting(true);
    setMessage('');
    setProblem(null);
    try {
      setMessage(await perform(...args));
      return true;
    } catch (error) {
      setProblem(toProblem(error, fallback));
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, message, problem, submit };
}
