import type { Preferences } from '@fns/contracts';
import { fetchLink, LinkNotFoundError } from '../../components/link-page/fetch-link';
import type { PreferencesState } from './preferences-view';

/**
 * GET /api/preferences/{token}: where the link's address stands on each list. After "Erase me" the
 * shell sends the visitor back with the erased flag, and the token names nothing any more: with the
 * flag, a link the API refuses is that erased address (the flag proves nothing, and shows nothing of anyone).
 */
export async function fetchPreferences(token: string | undefined, erased: boolean, signal?: AbortSignal): Promise<PreferencesState> {
  try {
    return await fetchLink<Preferences>('/preferences/', token, signal);
  } catch (error) {
    if (erased && error instanceof LinkNotFoundError) return { erased: true };
    throw error;
  }
}
