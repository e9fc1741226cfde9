import { lazy } from 'react';
// Their styles come with the boot's stylesheet: a part the server rendered is styled before (and
// without) JavaScript, and the browser's chunk of it reuses these class names.
import '../release-preview/release-preview-banner.module.scss';
import '../remote-page/remote-fallback.module.scss';

/**
 * Parts of the page most visitors never see, fetched by the browser only when one is shown: the
 * home page's JavaScript before interactive stays within its budget. Render each inside a
 * Suspense boundary (as the server's twin, rarely-shown.server.tsx, is): a server-rendered one
 * stays as sent until its chunk arrives, then hydrates.
 */
export const ReleasePreviewBanner = lazy(() =>
  import('../release-preview/release-preview-banner').then((module) => ({ default: module.ReleasePreviewBanner })),
);
export const RemoteFallback = lazy(() => import('../remote-page/remote-fallback').then((module) => ({ default: module.RemoteFallback })));
