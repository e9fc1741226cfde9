/** `@fns/design-system/table-of-contents`: the contents list of long documents (the legal pages'). */
export * from './components/table-of-contents/table-of-contents';
export * from './components/table-of-contents/scroll-to-section';
export * from './components/table-of-contents/use-scroll-spy';
