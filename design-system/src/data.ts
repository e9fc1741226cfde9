/** `@fns/design-system/data`: loader data that may still be on its way. Its errors are told apart by name, so each app may bundle its own copy. */
export * from './data/deferred';
