// PasswordInput with what Mantine leaves out on it: aria-invalid on the input when it has an error,
// and a Chinese name for the show/hide button.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': '显示密码' }}
    />
  );
}
