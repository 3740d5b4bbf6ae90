import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** articleinfo {id}: one article (a law article needs login: the call layer sends the user to /login). */
export const articleQuery = (id: number) => apiQuery('articleinfo', { id });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useArticle = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
