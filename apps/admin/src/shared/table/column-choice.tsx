// The 显示列 button of a console table; its menu (column-menu.tsx, a Mantine Popover) is fetched when first wanted (hover, focus or
// click) and opens as soon as it is there.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ColumnChoice as Choice } from './column-menu';

const load = () => import('./column-menu');
const ColumnMenu = lazy(load);

export function ColumnChoice({ columns }: { columns: Choice[] }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <Button variant="default" size="xs" onClick={() => setWanted(true)} onPointerEnter={() => void load()} onFocus={() => void load()}>
        显示列
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="default" size="xs" loading>
          显示列
        </Button>
      }
    >
      <ColumnMenu columns={columns} defaultOpened />
    </Suspense>
  );
}
