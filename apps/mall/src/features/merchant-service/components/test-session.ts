// Tests: a signed-in company user (the personal layout's profile call keeps the company role).
import { reloadSession } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { server } from '@/testing/server';

export function signInAsCompany() {
  localStorage.setItem('token', 'mock-token-1001');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] }));
}

/** Clears the stores only: reloading the session here would re-render the still-mounted screen signed out. */
export function signOut() {
  localStorage.clear();
  sessionStorage.clear();
}
