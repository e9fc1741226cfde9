/** `@fns/design-system/dialog`: the modal dialog, a shared singleton of its own, loaded when something opens one. */
export * from './components/dialog/dialog';
export * from './components/dialog/use-focus-trap';
export * from './components/dialog/use-body-scroll-lock';
