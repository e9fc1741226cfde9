// The server renders these in place, at once (a pending part would stream with an inline script the CSP forbids).
export { ReleasePreviewBanner } from '../release-preview/release-preview-banner';
export { RemoteFallback } from '../remote-page/remote-fallback';
