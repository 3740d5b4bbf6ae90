import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { Expert } from '@ws/api-sdk';
import { useExpertConsult } from '@/shared/expert-consult';

/** 咨询: login first, a bound expert only, then pay (QR dialog) and chat. */
export function ConsultButton({ expert, size = 'xs', label }: { expert: Pick<Expert, 'id' | 'user_id' | 'name'>; size?: 'xs' | 'sm' | 'md'; label?: string }) {
  const { consult, pending, dialog } = useExpertConsult();
  return (
    <>
      <Button size={size} onClick={() => consult(expert)} loading={pending} aria-label={label ?? `咨询${expert.name}`}>
        咨询
      </Button>
      {dialog}
    </>
  );
}
