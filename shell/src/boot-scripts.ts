/** The data block in which the server lists the scripts a page needs before it can hydrate. */
export const BOOT_SCRIPTS_ELEMENT_ID = 'boot-scripts';

/**
 * Preloads the page's scripts all at once, instead of the browser finding them one round trip at
 * a time (the bootstrap, then the singletons, then the remote's entry, routes and page).
 */
export function preloadBootScripts(): void {
  const listed = document.getElementById(BOOT_SCRIPTS_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }));
  }
}
