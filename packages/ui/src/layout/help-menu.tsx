// The 帮助中心 dropdown (Mantine Menu). Loaded on the first hover, focus or click of the trigger:
// Menu and its positioning engine are about 35 KB of gzipped JS that the first screen does not need.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useRef } from 'react';
import { helpMenuQuery } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { IconChevronDown } from '../icons/icons';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { rememberHelpId } from './help-path';
import classes from './site-header.module.css';

export interface HelpMenuProps {
  active: boolean;
  /** open right away (the user clicked or hovered while the menu was loading) */
  defaultOpened: boolean;
  /** move the focus to the trigger (it replaces the placeholder button that had it) */
  autoFocus: boolean;
}

export default function HelpMenu({ active, defaultOpened, autoFocus }: HelpMenuProps) {
  const { data } = useQuery(helpMenuQuery());
  const go = useAppNavigate();
  const target = useRef<HTMLButtonElement>(null);
  const categories = data?.items ?? [];

  useEffect(() => {
    if (autoFocus) target.current?.focus();
  }, [autoFocus]);

  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-end"
      offset={0}
      shadow="md"
      width={220}
      loop
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <button ref={target} type="button" className={classes.navLink} data-active={active || undefined}>
          帮助中心
          <IconChevronDown size={14} className={classes.navChevron} />
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-label="帮助中心">
        {categories.length === 0 && <Menu.Label>{data ? '暂无帮助分类' : '加载中…'}</Menu.Label>}
        {categories.map((cate, i) => (
          <Fragment key={cate.cate_id}>
            {i > 0 && <Menu.Divider />}
            <Menu.Label c="brand.8" fw={600} fz="sm">
              {cate.cate_name}
            </Menu.Label>
            {cate.items.map((item) => (
              <Menu.Item
                key={item.id}
                onClick={() => {
                  rememberHelpId(item.id);
                  // spec 01 §2: /help/orders opens in a new tab
                  go(paths.helpOrders(item.id), { newTab: true });
                }}
              >
                {item.name}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
