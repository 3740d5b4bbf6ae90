// msw mock handlers and default fixtures for every endpoint (package export '@ws/api-sdk/mocks').
// Test-only: apps import it from their tests, never from app code (it pulls in msw).
export * from './fixtures';
export * from './handlers';
