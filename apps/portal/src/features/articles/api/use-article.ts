import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** articleinfo {id}: one article (a law article needs login: the call layer sends the user to /login). */
export const articleQuery = (id: number) => apiQuery('articleinfo', { id });

export const useArticle = (id: number) => useQuery({ ...articleQuery(id), enabled: id > 0 });
