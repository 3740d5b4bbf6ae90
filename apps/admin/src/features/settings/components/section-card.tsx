// The frame of one section of 系统设置 (a card with its heading and an optional note), and the footer of a
// versioned section's form: who changed it last, the offer to read it again after someone else's change,
// and its own 保存 (busy while saving, off while nothing differs from what was read).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import { Button, Paper } from '@mantine/core';
import type { SettingsSection } from '@ws/api-sdk';
import type { ReactNode } from 'react';
import { lastChange } from '../lib/sections';
import classes from './settings.module.css';

export interface SectionCardProps {
  id: string;
  title: string;
  /** a line under the heading */
  note?: string;
  /** beside the heading (a button) */
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ id, title, note, action, children }: SectionCardProps) {
  return (
    <Paper component="section" withBorder radius="md" p="md" className={classes.card} aria-labelledby={`${id}-title`}>
      <div className={classes.head}>
        <h2 id={`${id}-title`} className={classes.heading}>
          {title}
        </h2>
        {action}
      </div>
      {note && <p className={classes.note}>{note}</p>}
      {children}
    </Paper>
  );
}

export interface SectionFooterProps {
  title: string;
  base: Pick<SettingsSection<unknown>, 'version' | 'updated_time' | 'updated_by'>;
  dirty: boolean;
  saving: boolean;
  stale: boolean;
  reloading: boolean;
  onReload: () => void;
}

export function SectionFooter({ title, base, dirty, saving, stale, reloading, onReload }: SectionFooterProps) {
  return (
    <>
      {stale && (
        <div role="alert" className={classes.stale}>
          <span>该设置已被他人修改，您填写的内容尚未保存。重新加载将显示最新的设置，并替换您填写的内容。</span>
          <Button size="xs" variant="light" color="orange" loading={reloading} disabled={reloading || saving} onClick={onReload} aria-label={`重新加载${title}`}>
            重新加载
          </Button>
        </div>
      )}
      <div className={classes.footer}>
        <span className={classes.change}>{lastChange(base)}</span>
        <Button type="submit" loading={saving} disabled={saving || !dirty} aria-label={`保存${title}`}>
          保存
        </Button>
      </div>
    </>
  );
}
