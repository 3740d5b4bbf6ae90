export * from './session-store';
