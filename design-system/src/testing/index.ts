export * from './motion-test-provider';
