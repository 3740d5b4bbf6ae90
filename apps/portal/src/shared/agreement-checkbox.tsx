// 我已阅读并同意《用户协议》: the agreement checkbox of both registration forms (普通会员, 企业会员). The link
// opens the user agreement (the form's owner holds the dialog); the box takes the form's checkbox props.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';

interface AgreementCheckboxProps extends Omit<CheckboxProps, 'label'> {
  onShowAgreement: () => void;
  /** the form has an error for it (请阅读并同意用户协议) */
  invalid: boolean;
}

export function AgreementCheckbox({ onShowAgreement, invalid, ...checkbox }: AgreementCheckboxProps) {
  return (
    <Checkbox
      label={
        <>
          我已阅读并同意
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              onShowAgreement();
            }}
          >
            《用户协议》
          </Anchor>
        </>
      }
      {...checkbox}
      aria-invalid={invalid ? true : undefined}
    />
  );
}
