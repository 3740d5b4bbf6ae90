// The WeChat share popover (Mantine Popover with its FocusTrap and Transition, about 25 kB gzipped in a
// dozen files): its own chunk, loaded when the visitor reaches for the button, not with the page.
import '@mantine/core/styles/Popover.css';
import { useEffect, useRef } from 'react';
import { Popover } from '@mantine/core';
import { QrCode } from '@ws/ui';
import classes from './articles.module.css';

export interface WechatShareProps {
  pageUrl: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** focus the button once mounted (it replaced the plain button that had the focus) */
  autoFocus: boolean;
  buttonClassName: string;
}

export default function WechatShare({ pageUrl, opened, onChange, autoFocus, buttonClassName }: WechatShareProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) button.current?.focus();
    // only when it replaces the plain button
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover opened={opened} onChange={onChange} position="bottom" withArrow shadow="md" width={190}>
      <Popover.Target>
        <button ref={button} type="button" className={buttonClassName} aria-label="分享到微信" onClick={() => onChange(!opened)}>
          微信
        </button>
      </Popover.Target>
      <Popover.Dropdown>
        <div className={classes.qr}>
          <QrCode value={pageUrl} size={150} alt="本页二维码" />
          <p className={classes.qrText}>微信扫一扫分享</p>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
