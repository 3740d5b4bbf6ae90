// Text, textarea and select fields on plain elements with Mantine's wrapper markup (label, red *,
// description, control, error). Their props take what a form's getInputProps(path) gives
// (value, onChange(event), error, onFocus, onBlur).
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import type { ControlSize } from './button';
import classes from './controls.module.css';

export interface FieldLook {
  /** the visible label (Chinese); without one, give the control an aria-label */
  label?: ReactNode;
  /** a hint under the label */
  description?: ReactNode;
  /** the message under the control (true marks it invalid without a message; '' / null / false: valid) */
  error?: ReactNode;
  /** the red * after the label and aria-required; the form's own rules decide (no browser check) */
  required?: boolean;
  /** default 'sm' */
  size?: ControlSize;
  /** on the wrapper, as Mantine's root */
  className?: string;
  style?: CSSProperties;
}

export interface FieldIds {
  inputId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
}

/** The ids of a field's parts, from the caller's id or a fresh one. */
export function useFieldIds(id?: string): FieldIds {
  const fresh = useId();
  const base = id ?? fresh;
  return { inputId: base, labelId: `${base}-label`, descriptionId: `${base}-description`, errorId: `${base}-error` };
}

const hasMessage = (error: ReactNode) => error !== undefined && error !== null && error !== false && error !== true && error !== '';
const isInvalid = (error: ReactNode) => error !== undefined && error !== null && error !== false && error !== '';

/** aria-invalid / aria-describedby / aria-required for the control of a field. */
export function fieldAria({ description, error, required }: Pick<FieldLook, 'description' | 'error' | 'required'>, ids: FieldIds, describedBy?: string) {
  const refs = [hasMessage(error) ? ids.errorId : null, description ? ids.descriptionId : null, describedBy ?? null].filter(Boolean);
  return {
    'aria-invalid': isInvalid(error) || undefined,
    'aria-describedby': refs.length > 0 ? refs.join(' ') : undefined,
    'aria-required': required || undefined,
  };
}

export const RequiredMark = () => (
  <span className={classes.required} aria-hidden="true">
    {' *'}
  </span>
);

export interface FieldProps extends FieldLook {
  children: ReactNode;
  /** the control the label names (a <label for>); without it the wrapper is a named group */
  htmlFor?: string;
  /** the ids to use (from useFieldIds) when the children refer to them */
  ids?: FieldIds;
}

/**
 * The wrapper of one field (Mantine's Input.Wrapper): label with the red * when required, description,
 * the control(s), the error message. With `htmlFor` the label is a <label> of that control; otherwise
 * the wrapper is role="group" named by the label (several controls under one label).
 */
export function Field({ label, description, error, required, size = 'sm', className, style, children, htmlFor, ids: given }: FieldProps) {
  const own = useFieldIds();
  const ids = given ?? own;
  const group = htmlFor === undefined;
  const aria = fieldAria({ description, error, required }, ids);
  return (
    <div
      className={className ? `${classes.field} ${className}` : classes.field}
      style={style}
      data-size={size}
      data-error={isInvalid(error) ? '' : undefined}
      role={group && label ? 'group' : undefined}
      aria-labelledby={group && label ? ids.labelId : undefined}
      aria-describedby={group ? aria['aria-describedby'] : undefined}
    >
      {label ? (
        group ? (
          <div className={classes.label} id={ids.labelId}>
            {label}
            {required ? <RequiredMark /> : null}
          </div>
        ) : (
          <label className={classes.label} id={ids.labelId} htmlFor={htmlFor}>
            {label}
            {required ? <RequiredMark /> : null}
          </label>
        )
      ) : null}
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
      {hasMessage(error) ? (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Native<E extends 'input' | 'textarea' | 'select'> = Omit<ComponentPropsWithRef<E>, 'size' | 'className' | 'style' | 'required'>;

export type TextFieldProps = FieldLook & Native<'input'> & { inputClassName?: string };

/** A labelled <input> (type text unless given: date, tel, …). */
export function TextField({ label, description, error, required, size, className, style, inputClassName, id, type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, description, error, required, size, className, style, ids }} htmlFor={ids.inputId}>
      <input
        {...rest}
        {...fieldAria({ description, error, required }, ids, rest['aria-describedby'])}
        id={ids.inputId}
        type={type}
        className={`${classes.input} ${classes.control}${inputClassName ? ` ${inputClassName}` : ''}`}
      />
    </Field>
  );
}

export type TextareaFieldProps = FieldLook &
  Native<'textarea'> & {
    /** grow with the text (CSS field-sizing), from `rows`/`minRows` lines up */
    autosize?: boolean;
    minRows?: number;
    inputClassName?: string;
  };

/** A labelled <textarea>; `rows` (or `minRows` with `autosize`) sets its height in lines. */
export function TextareaField({ label, description, error, required, size, className, style, inputClassName, id, autosize, minRows, rows, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, description, error, required, size, className, style, ids }} htmlFor={ids.inputId}>
      <textarea
        {...rest}
        {...fieldAria({ description, error, required }, ids, rest['aria-describedby'])}
        id={ids.inputId}
        rows={rows ?? minRows}
        data-autosize={autosize ? '' : undefined}
        style={autosize && (rows ?? minRows) ? { minHeight: `calc(${rows ?? minRows} * 1lh + 0.75rem)` } : undefined}
        className={`${classes.input} ${classes.control}${inputClassName ? ` ${inputClassName}` : ''}`}
      />
    </Field>
  );
}

export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldLook &
  Native<'select'> & {
    /** the options: strings (value = label) or {value, label} */
    data: readonly SelectOption[];
    /** a first option with value '' (chosen while the value is '') */
    placeholder?: string;
    inputClassName?: string;
  };

/** A labelled native <select>. */
export function SelectField({ label, description, error, required, size, className, style, inputClassName, id, data, placeholder, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field {...{ label, description, error, required, size, className, style, ids }} htmlFor={ids.inputId}>
      <select
        {...rest}
        {...fieldAria({ description, error, required }, ids, rest['aria-describedby'])}
        id={ids.inputId}
        className={`${classes.input} ${classes.control}${inputClassName ? ` ${inputClassName}` : ''}`}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        ) : null}
        {data.map((o) => {
          const item = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
