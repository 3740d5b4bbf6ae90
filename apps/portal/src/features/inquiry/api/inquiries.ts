// The inquiry calls: enable/add, enable/getInquiryList (20 a page), enable/details, the received list of
// the caller's companies, a company's answer, and the buyer's 比价表.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type InquiryAddReq, type InquiryQuoteReq } from '@ws/api-sdk';

export const INQUIRY_PAGE_SIZE = 20;

/** join/listcompany3: approved companies by name (30), for adding more companies to compare. */
export const useCompanySearch = (keywords: string) =>
  useQuery({ ...apiQuery('listcompany3', { keywords, pageNum: 1, pageSize: 30 }), placeholderData: keepPreviousData });

export const useAddInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: InquiryAddReq) => call('inquiryAdd', payload),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKey('inquiryList') }),
  });
};

export const useMyInquiries = (pageNum: number) =>
  useQuery({ ...apiQuery('inquiryList', { pageNum, pageSize: INQUIRY_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useReceivedInquiries = (pageNum: number, enabled = true) =>
  useQuery({ ...apiQuery('inquiryReceivedList', { pageNum, pageSize: INQUIRY_PAGE_SIZE }), placeholderData: keepPreviousData, enabled });

/** `id` null (a missing or malformed id in the URL): no call. */
export const useInquiry = (id: number | null) => useQuery({ ...apiQuery('inquiryDetails', { id: id ?? 0 }), enabled: id !== null });

export const useInquiryComparison = (id: number | null, enabled = true) =>
  useQuery({ ...apiQuery('inquiryCompare', { id: id ?? 0 }), enabled: enabled && id !== null });

export const useQuoteInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: InquiryQuoteReq) => call('inquiryQuote', payload),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: apiKey('inquiryDetails') });
      void client.invalidateQueries({ queryKey: apiKey('inquiryReceivedList') });
      void client.invalidateQueries({ queryKey: apiKey('inquiryCompare') });
    },
  });
};
