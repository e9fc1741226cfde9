/** `@fns/design-system/accordion`: expandable sections and the accordion made of them (the marketing pages'). */
export * from './components/collapse/collapse';
export * from './components/expandable-section/expandable-section';
export * from './components/accordion/accordion';
