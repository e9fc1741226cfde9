import type { ImportReport } from '@fns/contracts';
import { useEffect, useRef, useState } from 'react';
import { CONTENT_TRANSFER_ERRORS } from '../../lib/api-messages';
import { fetchContentImport, startContentImport } from '../../lib/content-transfer-api';
import { toProblem, type Problem } from '../../lib/problem';

/** How often a running import's state is read again. */
export const IMPORT_POLL_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * An import: the file sent and checked, then its state read every IMPORT_POLL_MS until it is done
 * (its report) or failed (the problem); `progress` says what it is doing meanwhile. Not read any more
 * once the screen is left. Resolves with whether it succeeded.
 */
export function useContentImport() {
  const [progress, setProgress] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (file: File): Promise<boolean> => {
    setProgress('Sending and checking the file');
    setReport(null);
    setProblem(null);
    try {
      let job = await startContentImport(file);
      while (job.state === 'running') {
        if (!mounted.current) return false;
        setProgress(job.progress);
        await pause(IMPORT_POLL_MS);
        job = await fetchContentImport(job.id);
      }
      if (job.state === 'failed' || !job.report) {
        setProblem({ message: job.message ?? CONTENT_TRANSFER_ERRORS.import, authFailure: false });
        return false;
      }
      setReport(job.report);
      return true;
    } catch (error) {
      setProblem(toProblem(error, CONTENT_TRANSFER_ERRORS.import));
      return false;
    } finally {
      setProgress(null);
    }
  };

  return { importing: progress !== null, progress, report, problem, run };
}
