import { WechatCallbackPage } from '@/features/auth/components/wechat-callback-page';

export default function WxLoginCallbackScreen() {
  return <WechatCallbackPage />;
}
