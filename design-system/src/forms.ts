/** `@fns/design-system/forms`: fields and form feedback, a shared singleton of its own that pages load when they show a form. */
export * from './components/error-hint/error-hint';
export * from './components/field/field-props';
export * from './components/field/field-shell';
export * from './components/field/use-field-a11y';
export * from './components/field/use-filled-tick';
export * from './components/text-field/text-field';
export * from './components/text-area/text-area';
export * from './components/checkbox/checkbox';
export * from './components/select/select';
export * from './components/paired-action/paired-action';
export * from './components/paired-action/use-paired-action';
export * from './components/completion-overlay/completion-overlay';
