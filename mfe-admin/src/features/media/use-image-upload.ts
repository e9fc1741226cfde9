import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_ERRORS } from '../../lib/api-messages';
import { uploadImage } from '../../lib/media-api';
import type { MediaImage } from '../../lib/media-types';
import { toProblem, type Problem } from '../../lib/problem';

/**
 * Uploads to the media library: `upload` resolves with the stored image, or null when it failed
 * (`problem` then says why) or when the screen that asked has gone meanwhile.
 */
export function useImageUpload() {
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(async (file: File): Promise<MediaImage | null> => {
    setPending((count) => count + 1);
    setProblem(null);
    try {
      const image = await uploadImage(file);
      // A closed dialog or a left editor no longer wants the image (it stays in the library).
      return mounted.current ? image : null;
    } catch (error) {
      setProblem(toProblem(error, MEDIA_ERRORS.upload));
      return null;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  return { uploading: pending > 0, problem, upload };
}
