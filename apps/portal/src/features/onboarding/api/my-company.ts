// GET /api/company/infoByUser {id}: one of the caller's companies with every join field (re-submit).
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const useMyCompany = (id: number | null) => useQuery({ ...apiQuery('companyInfoByUser', { id: id ?? 0 }), enabled: id !== null });
