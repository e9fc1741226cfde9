import type { HydrationState } from 'react-router-dom';

/** The data block in which the server sends what its render used (shell/server/render/). */
export const HYDRATION_DATA_ELEMENT_ID = 'router-data';

/** What the server's router ended with: each route's settled loader data, and the routes that failed. */
export interface SentHydrationData {
  loaderData: Record<string, unknown>;
  /** By route id: a remote whose server code could not be loaded, or a page that failed. */
  errors: Record<string, { name: string; message: string }> | null;
}

/** The server's router state, or null when the page was not rendered by the server (development). */
export function readHydrationData(): (HydrationState & { errors: Record<string, Error> | null }) | null {
  const text = document.getElementById(HYDRATION_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const sent = JSON.parse(text) as SentHydrationData;
  const errors =
    sent.errors &&
    Object.fromEntries(Object.entries(sent.errors).map(([id, { name, message }]) => [id, Object.assign(new Error(message), { name })]));
  return { loaderData: sent.loaderData, actionData: null, errors };
}
