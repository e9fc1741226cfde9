/**
 * `@fns/design-system`: what every page needs (tokens, stores, the page frame, buttons, cards,
 * motion). What only some pages show comes from its own entry: `/forms` and `/dialog` are shared
 * singletons of their own (build-kit/webpack/shared-dependencies.ts), `/accordion`,
 * `/table-of-contents` and `/data` are bundled into the one app that uses each. Every entry reaches
 * this core only through the package name, so no module is ever in two of them.
 */
export * from './constants';
export * from './contracts/remote-route';
export * from './contracts/page-route';
export * from './stores/waitlist-store';
export * from './config/api';
export * from './bot-check/recaptcha';
export * from './bot-check/honeypot-field';
export * from './bot-check/use-bot-check';
export * from './hooks/use-hydrated';
export * from './page/page-header';
export * from './page/use-page-meta';
export * from './motion';
export * from './components/button/button';
export * from './components/button/button-class-name';
export * from './components/spinner/spinner';
export * from './components/visually-hidden/visually-hidden';
export * from './components/heading/heading';
export * from './components/phase-badge/phase-badge';
export * from './components/card/card';
export * from './components/card/card-types';
export * from './components/reveal/reveal';
export * from './components/utils/class-names';
