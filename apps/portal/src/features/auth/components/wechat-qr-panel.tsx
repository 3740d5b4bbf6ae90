// 微信扫码登录 (spec 01 §4 "Login forms"): WeChat's own QR page (open.weixin qrconnect) framed the way
// WeChat's wxLogin.js frames it (self_redirect=false): after the scan WeChat sends this whole window to
// /wxLoginCallback, which finishes the login. The login is bound to this tab by a key in session storage
// (wechat-login-session.ts). wxlogin/status is polled every 2 s only to notice the expiry (5 minutes) and
// offer 刷新二维码. In demo mode (the answer says so) the framed page is the API's emulator of open.weixin,
// and a marked demo banner says so; in production there is no such hint.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Loader.css';
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { failureMessage } from '@ws/ui';
import { useWechatQrCreate } from '../api/wechat-qr-create';
import { useWechatQrStatus } from '../api/wechat-qr-status';
import { framedQrconnectUrl } from '../lib/wechat-login-session';
import { DemoBanner } from './demo-banner';

/** WeChat's qrconnect page is 300 x 400; the emulator's demo form needs a little more height. */
export const QR_FRAME_WIDTH = 300;
export const QR_FRAME_HEIGHT = 420;

export function WechatQrPanel() {
  const [params] = useSearchParams();
  const ticket = useWechatQrCreate(params.get('redirect'));
  const status = useWechatQrStatus(ticket.data?.ticket ?? null);
  const state = status.data?.status;
  const refresh = () => {
    void ticket.refetch();
  };
  const frameUrl = ticket.data?.authorize_url ? framedQrconnectUrl(ticket.data.authorize_url) : null;

  return (
    <Stack align="center" gap="sm" py="md" aria-label="微信扫码登录" role="region">
      <Text fw={600}>微信扫码登录</Text>
      {ticket.isFetching && !ticket.data ? (
        <Box h={QR_FRAME_HEIGHT} style={{ display: 'grid', placeItems: 'center' }}>
          <Loader size="sm" aria-label="正在生成二维码" />
        </Box>
      ) : ticket.isError || !ticket.data || !frameUrl ? (
        <Stack align="center" gap="xs" h={180} justify="center">
          <Text c="red" size="sm" role="alert">
            {(ticket.isError ? failureMessage(ticket.error) : null) ?? '二维码加载失败'}
          </Text>
          <Button variant="light" size="xs" onClick={refresh} loading={ticket.isFetching}>
            刷新二维码
          </Button>
        </Stack>
      ) : state === 'expired' ? (
        <Stack align="center" gap="xs" h={180} justify="center">
          <Text c="red" size="sm" role="alert">
            二维码已过期
          </Text>
          <Button variant="light" size="xs" onClick={refresh} loading={ticket.isFetching}>
            刷新二维码
          </Button>
        </Stack>
      ) : (
        <>
          <iframe
            key={ticket.data.ticket}
            title="微信登录二维码"
            src={frameUrl}
            width={QR_FRAME_WIDTH}
            height={QR_FRAME_HEIGHT}
            // as wxLogin.js: scripts and the top navigation to the callback; forms for the emulator's demo button
            sandbox="allow-scripts allow-top-navigation allow-same-origin allow-forms"
            style={{ border: 0, maxWidth: '100%', display: 'block' }}
          />
          <Text size="sm">请使用微信扫一扫登录</Text>
          {ticket.data.demo === true ? (
            <DemoBanner>
              二维码页面由本机的微信开放平台模拟器提供（代替微信）：点击框内的「演示：以此微信确认登录」即可完成扫码，首次登录需验证手机号绑定账号。
            </DemoBanner>
          ) : null}
        </>
      )}
    </Stack>
  );
}
