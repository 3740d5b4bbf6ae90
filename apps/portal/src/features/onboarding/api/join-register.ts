// join/join2Usre (POST /api/open/uni/company/join2): enterprise registration, a new account and its
// enterprise record (under review).
import { useMutation } from '@tanstack/react-query';
import { call, type JoinRegisterReq } from '@ws/api-sdk';

export const useJoinRegister = () => useMutation({ mutationFn: (payload: JoinRegisterReq) => call('joinRegister', payload) });
