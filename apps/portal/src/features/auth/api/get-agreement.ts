// help/helpInfo {id: 48}: the user agreement shown in the registration dialog (text in data.intro).
// Loaded only when the dialog opens.
import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_HELP_ID, helpInfoQuery } from '@ws/api-sdk';

export const useAgreement = (enabled: boolean) => useQuery({ ...helpInfoQuery(AGREEMENT_HELP_ID), enabled });
