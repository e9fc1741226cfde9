export * from './motion-provider';
export * from './transitions';
