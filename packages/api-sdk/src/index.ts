export * from './contract';
export * from './call';
export * from './session';
export * from './queries/api-query';
export * from './queries/open-queries';
export * from './upload';
