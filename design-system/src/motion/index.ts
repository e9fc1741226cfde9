export * from './motion-provider';
export * from './transitions';
export * from './use-reduced-motion';
