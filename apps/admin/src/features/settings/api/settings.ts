import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKey,
  apiQuery,
  call,
  type AdminExpressSaveReq,
  type AdminSettings,
  type AdminSettingsShippingReq,
  type AdminSettingsTradeReq,
  type AdminSettingsTransferReq,
} from '@ws/api-sdk';

/** The three sections saved with a version (the express companies are a list of their own). */
export type SectionKey = keyof AdminSettings;

/** GET /api/admin/settings: 收款账户, 运费规则 and 交易时限, each with its version and last change. */
export const useSettings = () => useQuery(apiQuery('adminSettings', {}));

/**
 * A section's save. The answer is the section as saved (its new version): it replaces that section in the
 * read settings, so that the screen opened again shows it, while the other sections keep what was read.
 */
const useSaveSection = <K extends SectionKey, Req>(key: K, send: (req: Req) => Promise<AdminSettings[K]>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => client.setQueryData<AdminSettings>(apiKey('adminSettings', {}), (old) => (old ? { ...old, [key]: answer } : old)),
  });
};

export const useSaveTransfer = () => useSaveSection('transfer', (req: AdminSettingsTransferReq) => call('adminSettingsTransfer', req));
export const useSaveShipping = () => useSaveSection('shipping', (req: AdminSettingsShippingReq) => call('adminSettingsShipping', req));
export const useSaveTrade = () => useSaveSection('trade', (req: AdminSettingsTradeReq) => call('adminSettingsTrade', req));

/** GET /api/admin/settings/express: the express companies merchants choose from, in their order. */
export const useExpressList = () => useQuery(apiQuery('adminExpressList', {}));

/** 新增 / 编辑 and 删除 of an express company: the list is read again after each. */
export const useExpressChange = () => {
  const client = useQueryClient();
  const reread = () => client.invalidateQueries({ queryKey: apiKey('adminExpressList') });
  const save = useMutation({ mutationFn: (req: AdminExpressSaveReq) => call('adminExpressSave', req), onSuccess: reread });
  const remove = useMutation({ mutationFn: (dict_code: number) => call('adminExpressRemove', { dict_code }), onSuccess: reread });
  return { save, remove };
};
