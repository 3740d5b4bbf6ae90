export * from './envelope';
export * from './entities';
export * from './endpoints';
export * from './storage-keys';
export * from './ids';
export * from './content-entities';
export type * from './content-endpoints';
