// A checkbox and a radio group on native inputs (keyboard: Space toggles, arrow keys move between
// radios of the group, both from the browser). Mantine's look via accent-color.
import { createContext, use, useId, type ChangeEvent, type ComponentPropsWithRef, type FocusEventHandler, type ReactNode } from 'react';
import { fieldAria, RequiredMark, useFieldIds, type FieldLook } from './field';
import classes from './controls.module.css';

export type CheckboxFieldProps = Omit<FieldLook, 'label'> &
  Omit<ComponentPropsWithRef<'input'>, 'size' | 'className' | 'style' | 'required' | 'type'> & {
    /** the text beside the box */
    label: ReactNode;
  };

/** A checkbox with its label beside it; takes getInputProps(path, { type: 'checkbox' }) (checked, onChange). */
export function CheckboxField({ label, description, error, required, size = 'sm', className, style, id, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={`${classes.field} ${classes.choiceField}${className ? ` ${className}` : ''}`} style={style} data-size={size} data-error={invalid ? '' : undefined}>
      <label className={classes.choice} htmlFor={ids.inputId} id={ids.labelId}>
        <input {...rest} {...fieldAria({ description, error, required }, ids, rest['aria-describedby'])} id={ids.inputId} type="checkbox" className={classes.choiceInput} />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      {invalid && error !== true && error !== '' ? (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RadioContext {
  name: string;
  value: string | null | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  describedBy?: string;
}

const RadioGroupContext = createContext<RadioContext | null>(null);

export type RadioGroupProps = FieldLook & {
  /** the chosen value ('' or null: none) */
  value?: string | null;
  /**
   * Called with the chosen value. A form's getInputProps onChange takes it as well as an event
   * (Mantine's Radio.Group gives the value).
   */
  onChange?: (value: string) => void;
  /** the radios' name (default: a fresh id) */
  name?: string;
  disabled?: boolean;
  /** default 'horizontal' (wrapping row, as Mantine's Group); 'vertical' stacks them */
  orientation?: 'horizontal' | 'vertical';
  children: ReactNode;
  /** a form's touched tracking: focus and blur of any radio of the group */
  onFocus?: FocusEventHandler<HTMLFieldSetElement>;
  onBlur?: FocusEventHandler<HTMLFieldSetElement>;
  id?: string;
};

/**
 * A <fieldset role="radiogroup"> named by its <legend>, with the message wiring of a field; its <Radio>s
 * are native radios sharing one name.
 */
export function RadioGroup({ label, description, error, required, size = 'sm', className, style, value, onChange, name, disabled, orientation = 'horizontal', children, id, onFocus, onBlur }: RadioGroupProps) {
  const ids = useFieldIds(id);
  const fresh = useId();
  const aria = fieldAria({ description, error, required }, ids);
  const invalid = aria['aria-invalid'];
  const ctx: RadioContext = {
    name: name ?? fresh,
    value,
    disabled,
    onChange: (e) => onChange?.(e.currentTarget.value),
  };
  return (
    <fieldset
      className={`${classes.field}${className ? ` ${className}` : ''}`}
      style={style}
      data-size={size}
      data-error={invalid ? '' : undefined}
      role="radiogroup"
      aria-labelledby={label ? ids.labelId : undefined}
      {...aria}
      disabled={disabled}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {label ? (
        <legend className={`${classes.label} ${classes.legend}`} id={ids.labelId}>
          {label}
          {required ? <RequiredMark /> : null}
        </legend>
      ) : null}
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      <div className={classes.options} data-orientation={orientation}>
        <RadioGroupContext value={ctx}>{children}</RadioGroupContext>
      </div>
      {aria['aria-describedby']?.includes(ids.errorId) ? (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'size'> & {
  value: string;
  label: ReactNode;
};

/** One choice of a RadioGroup. */
export function Radio({ value, label, className, style, disabled, ...rest }: RadioProps) {
  const group = use(RadioGroupContext);
  return (
    <label className={`${classes.choice}${className ? ` ${className}` : ''}`} style={style}>
      <input
        {...rest}
        type="radio"
        className={classes.choiceInput}
        value={value}
        name={group?.name ?? rest.name}
        checked={group ? group.value === value : rest.checked}
        onChange={group ? group.onChange : rest.onChange}
        disabled={disabled ?? group?.disabled}
      />
      <span>{label}</span>
    </label>
  );
}
