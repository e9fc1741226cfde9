export * from './animate';
export * from './transitions';
export * from './use-enter-motion';
export * from './use-reduced-motion';
