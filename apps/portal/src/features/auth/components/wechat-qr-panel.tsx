// 微信扫码登录 (spec 01 §4 "Login forms"): a ticket's QR code, polled every 2 s. In demo mode (the
// ticket says so) the QR code opens a local confirm page that stands in for WeChat; a marked demo banner
// says so and offers the same page as a link, so a desktop user can confirm without a phone. In
// production mode there is no such hint.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Loader.css';
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, QrCode } from '@ws/ui';
import { useWechatQrCreate } from '../api/wechat-qr-create';
import { useWechatQrStatus } from '../api/wechat-qr-status';
import { establishSession } from '../lib/establish-session';
import { showErrorDialog } from '../lib/show-api-error';
import { sameOriginHref } from '../lib/safe-link';
import { useFinishLogin } from '../lib/use-finish-login';
import { DemoBanner, demoLinkClass } from './demo-banner';

export const QR_SIZE = 180;

export function WechatQrPanel() {
  const ticket = useWechatQrCreate();
  const status = useWechatQrStatus(ticket.data?.ticket ?? null);
  const finishLogin = useFinishLogin();
  const handled = useRef<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const state = status.data?.status;
  const login = status.data?.login ?? null;
  const ticketId = ticket.data?.ticket ?? null;

  useEffect(() => {
    if (state !== 'confirmed' || !login || !ticketId || handled.current === ticketId) return;
    handled.current = ticketId;
    setSigningIn(true);
    establishSession(login).then(finishLogin, (e: unknown) => {
      setSigningIn(false);
      showErrorDialog(e);
    });
  }, [state, login, ticketId, finishLogin]);

  const refresh = () => {
    void ticket.refetch();
  };

  const confirmHref = sameOriginHref(ticket.data?.qr_url);

  return (
    <Stack align="center" gap="sm" py="md" aria-label="微信扫码登录" role="region">
      <Text fw={600}>微信扫码登录</Text>
      {ticket.isFetching && !ticket.data ? (
        <Box h={QR_SIZE} style={{ display: 'grid', placeItems: 'center' }}>
          <Loader size="sm" aria-label="正在生成二维码" />
        </Box>
      ) : ticket.isError || !ticket.data ? (
        <Stack align="center" gap="xs" h={QR_SIZE} justify="center">
          <Text c="red" size="sm" role="alert">
            {failureMessage(ticket.error) ?? '二维码加载失败'}
          </Text>
          <Button variant="light" size="xs" onClick={refresh}>
            刷新二维码
          </Button>
        </Stack>
      ) : state === 'expired' ? (
        <Stack align="center" gap="xs" h={QR_SIZE} justify="center">
          <Text c="red" size="sm" role="alert">
            二维码已过期
          </Text>
          <Button variant="light" size="xs" onClick={refresh} loading={ticket.isFetching}>
            刷新二维码
          </Button>
        </Stack>
      ) : (
        <>
          <QrCode value={ticket.data.qr_url} size={QR_SIZE} />
          {state === 'confirmed' || signingIn ? (
            <Text size="sm" c="green" role="status">
              已确认，正在登录…
            </Text>
          ) : (
            <Text size="sm">请使用微信扫一扫登录</Text>
          )}
          {ticket.data.demo === true ? (
            <DemoBanner>
              二维码打开的是本机的登录确认页（代替微信），在该页确认后此处自动登录。
              {confirmHref ? (
                <>
                  {' '}
                  <a href={confirmHref} target="_blank" rel="noopener noreferrer" className={demoLinkClass}>
                    在本机打开确认页
                  </a>
                </>
              ) : null}
            </DemoBanner>
          ) : null}
        </>
      )}
    </Stack>
  );
}
