// The buttons under the address and invoice-profile editors: 保存 (busy while the save runs) and, where the
// editor can be left, the way back (返回 / 取消).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';

export function FormButtons({ saving, onCancel, cancelLabel }: { saving: boolean; onCancel: (() => void) | undefined; cancelLabel: string }) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={saving} disabled={saving}>
        保存
      </Button>
      {onCancel && (
        <Button variant="default" type="button" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}
