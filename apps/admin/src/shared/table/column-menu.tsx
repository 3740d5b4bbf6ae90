// 显示列: a menu of the table's columns with a checkbox each (the ones always shown are ticked and fixed).
// Loaded on first use (column-choice.tsx): the popover and its focus trap are not part of the list's first load.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
  canHide: boolean;
  toggle: (visible: boolean) => void;
}

export default function ColumnMenu({ columns, defaultOpened = false }: { columns: ColumnChoice[]; defaultOpened?: boolean }) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Popover.Target>
        <Button variant="default" size="xs">
          显示列
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="显示列">
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              label={c.label}
              checked={c.visible}
              disabled={!c.canHide}
              onChange={(e) => c.toggle(e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
