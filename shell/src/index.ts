import { preloadBootScripts } from './boot-scripts';

// The async boundary lets Module Federation agree on the shared singletons before app code runs.
const start = () => {
  preloadBootScripts();
  void import('./bootstrap');
};
// The server's HTML paints first: no script of the app is fetched or run before that frame (a
// page's largest paint is its text, which needs none). A page opened in a background tab starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
