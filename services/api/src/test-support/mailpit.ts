// The run's Mailpit (global-setup.ts sets MAILPIT_URL), read as the e2e tests and benchmarks read theirs.
export * from '@fns/server-kit/mailpit';
