// personal/user (GET /api/user/center): the dashboard's figures; refetched after a sign-in.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const personalUserQuery = () => apiQuery('user', {});
export const usePersonalUser = () => useQuery(personalUserQuery());
