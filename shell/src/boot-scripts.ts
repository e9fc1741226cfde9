/** The data block in which the server lists the scripts a page needs before it can hydrate. */
export const BOOT_SCRIPTS_ELEMENT_ID = 'boot-scripts';

/** A script to preload; with `integrity` (a remote's entry), fetched as the script that runs it will be: with CORS, checked. */
export interface BootScript {
  href: string;
  integrity?: string;
}

/**
 * Preloads the page's scripts all at once, instead of the browser finding them one round trip at
 * a time (the bootstrap, then the singletons, then the remote's entry, routes and page).
 */
export function preloadBootScripts(): void {
  const listed = document.getElementById(BOOT_SCRIPTS_ELEMENT_ID)?.textContent;
  for (const { href, integrity } of listed ? (JSON.parse(listed) as BootScript[]) : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href });
    if (integrity) Object.assign(link, { integrity, crossOrigin: 'anonymous' });
    document.head.append(link);
  }
}
