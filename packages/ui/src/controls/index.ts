// Light form controls: Mantine's look on plain elements, for screens whose first load must stay small.
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonColor, type ControlSize } from './button';
export {
  Field,
  TextField,
  TextareaField,
  SelectField,
  useFieldIds,
  type FieldProps,
  type FieldLook,
  type FieldIds,
  type TextFieldProps,
  type TextareaFieldProps,
  type SelectFieldProps,
  type SelectOption,
} from './field';
export { CheckboxField, RadioGroup, Radio, type CheckboxFieldProps, type RadioGroupProps, type RadioProps } from './choice';
export { Badge, Progress, CloseButton, type BadgeProps, type BadgeColor, type ProgressProps, type CloseButtonProps } from './display';
export { Modal, type ModalProps } from './modal';
