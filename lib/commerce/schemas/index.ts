export * from './common';
export * from './auth';
export * from './catalog';
export * from './carts';
export * from './extensions';
export * from './subscriptions';
export * from './variations';
export * from './payments';
