export { default } from '@ws/eslint-config';
