import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ws/api-sdk';
import { expertListQuery, type ExpertFilterValues } from '@/shared/use-expert-filters';

/** listexpert of the home block: the 4 experts of the chosen filters. */
export const homeExpertsQuery = (filters: ExpertFilterValues) => expertListQuery(filters, { pageSize: PAGE_SIZES.homeExperts });

export const useHomeExperts = (filters: ExpertFilterValues) => useQuery({ ...homeExpertsQuery(filters), placeholderData: keepPreviousData });
