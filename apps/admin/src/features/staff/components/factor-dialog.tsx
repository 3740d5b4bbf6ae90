// The second factor just issued (a new account, or a reset): the QR code an authenticator app scans, the
// secret to type in by hand, the eight one-time recovery codes. Shown this once: the server keeps no way to
// show them again, so the dialog says so and closes only when the 超级管理员 says they are kept.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import type { StaffWithFactor } from '@ws/api-sdk';
import { QrCode } from '@ws/ui';
import classes from './staff.module.css';

export interface FactorDialogProps {
  issued: StaffWithFactor | null;
  onClose: () => void;
}

export default function FactorDialog({ issued, onClose }: FactorDialogProps) {
  return (
    <Modal opened={issued !== null} onClose={onClose} title="二次验证" closeOnClickOutside={false} closeButtonProps={{ 'aria-label': '关闭' }}>
      {issued && (
        <div className={classes.factor}>
          <p role="alert" className={classes.once}>
            以下信息仅显示这一次，请立即交给 {issued.staff.name}（{issued.staff.account}）并妥善保存。
          </p>
          <p>用身份验证器 App（如 Google Authenticator、Microsoft Authenticator、腾讯身份验证器）扫描二维码：</p>
          <QrCode value={issued.factor.otpauth_uri} size={180} alt={`${issued.staff.account} 的二次验证二维码`} />
          <p>
            无法扫码时手动输入密钥：<code className={classes.secret}>{issued.factor.secret}</code>
          </p>
          <p>恢复码（手机丢失时代替动态验证码登录，每个只能用一次）：</p>
          <ul className={classes.codes} aria-label="恢复码">
            {issued.factor.recovery_codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose}>我已妥善保存</Button>
          </Group>
        </div>
      )}
    </Modal>
  );
}
