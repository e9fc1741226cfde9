import { useState } from 'react';
import type { ReleasePreview, RemoteName } from '@fns/contracts';
import { RELEASE_ERRORS } from '../../lib/api-messages';
import { createReleasePreview } from '../../lib/releases-api';
import { toProblem, type Problem } from '../../lib/problem';

/** Asks for a release's preview link; the last one (or why it was refused) stays on show, to open or pass on. */
export function useReleasePreview(remote: RemoteName) {
  const [preview, setPreview] = useState<ReleasePreview | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function ask(version: string) {
    setAsking(version);
    setProblem(null);
    try {
      setPreview(await createReleasePreview(remote, version));
    } catch (error) {
      setPreview(null);
      setProblem(toProblem(error, RELEASE_ERRORS.preview));
    } finally {
      setAsking(null);
    }
  }

  return { preview, asking, problem, ask };
}
