// WeChat login, step 3 (the callback page): hand WeChat's code over with the state and this tab's key
// (POST /api/open/uni/wxlogin/callback), and for a WeChat account not bound yet, the member's phone and SMS
// code (POST /api/open/uni/wxlogin/bind).
import { useMutation } from '@tanstack/react-query';
import { call, type ReqOf } from '@ws/api-sdk';

export const useWechatCallback = () => useMutation({ mutationFn: (p: ReqOf<'wechatLoginCallback'>) => call('wechatLoginCallback', p) });

export const useWechatBind = () => useMutation({ mutationFn: (p: ReqOf<'wechatLoginBind'>) => call('wechatLoginBind', p) });
