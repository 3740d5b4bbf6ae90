import { ChannelPolicyPage } from '@/features/channel-policy/components/channel-policy-page';

/** /channelPolicy?channel=policy&recommendId= (看政策 / 问专家 / 找服务) */
export default function ChannelPolicyScreen() {
  return <ChannelPolicyPage />;
}
