// menu/expertinfo {id}: one expert's profile (/detailInfo). An unknown id answers 专家不存在.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const expertInfoQuery = (id: number) => apiQuery('expertinfo', { id });

export const useExpertInfo = (id: number | null) => useQuery({ ...expertInfoQuery(id ?? 0), enabled: id !== null });
