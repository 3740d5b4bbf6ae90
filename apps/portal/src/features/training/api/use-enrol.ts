// train/add: the enrolment; answers the sign-up's QR payment (code_url, order_no), or ispay 1 when free.
import { useMutation } from '@tanstack/react-query';
import { call, type TrainAddReq } from '@ws/api-sdk';

export const useEnrol = () => useMutation({ mutationFn: (payload: TrainAddReq) => call('trainAdd', payload) });
