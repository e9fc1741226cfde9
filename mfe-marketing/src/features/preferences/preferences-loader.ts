import { PREFERENCES_ERASED_PARAM } from '@fns/contracts/remotes';
import type { PageLoaderArgs } from '@fns/design-system';
import type { Deferred } from '@fns/design-system/data';
import { fetchPreferences } from './preferences-api';
import type { PreferencesState } from './preferences-view';

/** The data of the preference page (/preferences/{token}). */
export interface PreferencesData {
  preferences: Deferred<PreferencesState>;
}

/** Returns at once; the server settles the preferences before it renders (a token the API refuses: a 404 page). */
export function loader({ params, request }: PageLoaderArgs): PreferencesData {
  const erased = new URL(request.url).searchParams.has(PREFERENCES_ERASED_PARAM);
  return { preferences: fetchPreferences(params.token, erased, request.signal) };
}
