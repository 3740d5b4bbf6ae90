// The user agreement (spec 01 §2 Register): help info id 48, its intro rendered as sanitized rich
// text, loaded when the dialog opens. Default export: the register form loads this module (Mantine's
// Modal with its focus trap and overlay) lazily, on the first click on 《用户协议》.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import { QueryState, RichText } from '@ws/ui';
import { useAgreement } from '../api/get-agreement';

interface AgreementModalProps {
  opened: boolean;
  onClose(): void;
}

export default function AgreementModal({ opened, onClose }: AgreementModalProps) {
  const agreement = useAgreement(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={agreement.data?.name || '用户协议'} size="lg" centered>
      <QueryState query={agreement}>{(data) => <RichText html={data.intro} />}</QueryState>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>我知道了</Button>
      </Group>
    </Modal>
  );
}
