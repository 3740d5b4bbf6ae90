// Form validation that loads after the first paint (the merchant's forms).
export { deferredValidation, type DeferredValidation } from './deferred-validation';
