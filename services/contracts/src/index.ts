export * from './boot-assets';
export * from './errors';
export * from './posts';
export * from './releases';
export * from './remote-manifest';
export * from './remotes';
export * from './subscriptions';
