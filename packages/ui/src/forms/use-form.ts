// The form state hook of every screen: the subset of @mantine/form's useForm our forms use, with the same
// names and shapes (a form is written as with Mantine). Ours because @mantine/form cost every form screen
// 6.4 kB gz of a 140 kB budget for features we never call (uncontrolled mode, watchers, async rules, touched).
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

/** Messages by field path ('name', 'params.0.value'); a field without one has no key. */
export type FormErrors = Record<string, ReactNode>;

/** A field's rule: a message when invalid, null / undefined / false when valid. */
export type FormRule<Value, Values> = (value: Value, values: Values, path: string) => ReactNode;

/** Rules by field; a nested object's (or a list item's) fields get a nested record of rules. */
export type FormRules<T, Values = T> = {
  [K in keyof T]?:
    | FormRule<T[K], Values>
    | (NonNullable<T[K]> extends readonly (infer Item)[] ? FormRules<Item, Values> : NonNullable<T[K]> extends object ? FormRules<NonNullable<T[K]>, Values> : never);
};

export interface UseFormInput<Values> {
  initialValues: Values;
  /** rules by field, or one function giving every message (its key order is the order they are reported in) */
  validate?: FormRules<Values> | ((values: Values) => Partial<FormErrors>);
  /** validate a field when it changes (true: every field; a list: those paths); otherwise a change clears its message */
  validateInputOnChange?: boolean | string[];
}

/** The value at a dotted path ('skus.0.price'); anything the type cannot follow is `any`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path the type cannot follow, as in Mantine
type PathValue<T, P extends string> = P extends `${infer K}.${infer R}` ? (K extends keyof T ? PathValue<T[K], R> : T extends readonly (infer V)[] ? PathValue<V, R> : any) : P extends keyof T ? T[P] : T extends readonly (infer V)[] ? V : any;

/** What getInputProps gives: value (checked for a checkbox), a change taking an event or a value, the message, focus/blur. */
export interface FormInputProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- spread on every kind of control
  value?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  checked?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onChange: (eventOrValue: any) => void;
  error: ReactNode;
  onFocus: () => void;
  onBlur: () => void;
}

export interface UseFormReturnType<Values> {
  values: Values;
  errors: FormErrors;
  getValues: () => Values;
  getInputProps: (path: string, options?: { type?: 'input' | 'checkbox' }) => FormInputProps;
  setFieldValue: <P extends string>(path: P, value: PathValue<Values, P> | ((previous: PathValue<Values, P>) => PathValue<Values, P>)) => void;
  setValues: (values: Partial<Values> | ((previous: Values) => Partial<Values>)) => void;
  setFieldError: (path: string, error: ReactNode) => void;
  clearFieldError: (path: string) => void;
  validate: () => { hasErrors: boolean; errors: FormErrors };
  validateField: (path: string) => { hasError: boolean; error: ReactNode };
  onSubmit: (
    handler: (values: Values, event: SyntheticEvent<HTMLFormElement> | undefined) => unknown,
    onInvalid?: (errors: FormErrors, values: Values, event: SyntheticEvent<HTMLFormElement> | undefined) => void,
  ) => (event?: SyntheticEvent<HTMLFormElement>) => void;
  /** whether a field (or the whole form) differs from the initial values (or those of the last resetDirty) */
  isDirty: (path?: string) => boolean;
  /** the current values (merged with `values`) become the ones isDirty compares with and reset returns to */
  resetDirty: (values?: Partial<Values>) => void;
  insertListItem: (path: string, item: unknown, index?: number) => void;
  removeListItem: (path: string, index: number) => void;
  /** back to the initial values (or those of the last resetDirty), no messages */
  reset: () => void;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the paths below walk values of any shape */
type Obj = any;

const getPath = (path: string, values: Obj): Obj => path.split('.').reduce((v: Obj, k) => v?.[k], values);

/** A copy of `obj` with `value` at the keys; only the objects along the path are copied. */
function setIn(obj: Obj, [k, ...rest]: string[], value: unknown): Obj {
  const copy = Array.isArray(obj) ? [...obj] : { ...obj };
  copy[k!] = rest.length ? setIn(obj?.[k!] ?? {}, rest, value) : value;
  return copy;
}

// a path from data (a SKU key typed by the merchant) must not reach a prototype
const setPath = (path: string, value: unknown, values: Obj) => (/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(path) ? values : setIn(values, path.split('.'), value));

/** `key` is the path or a path under it ('params' covers 'params.0.name'). */
const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/** The messages with the path's set or, for null / undefined / false (Mantine's "no message"), removed. */
const put = (errors: FormErrors, path: string, error: ReactNode): FormErrors => {
  const { [path]: _old, ...rest } = errors;
  return error == null || error === false ? rest : { ...rest, [path]: error };
};

/** Every rule in the record's order; a nested record runs on an object field, or on each item of a list. */
function walk(rules: Obj, prefix: string, values: Obj, errors: FormErrors): FormErrors {
  for (const key of Object.keys(rules)) {
    const rule = rules[key];
    const path = prefix + key;
    const value = getPath(path, values);
    if (typeof rule === 'function') errors = put(errors, path, rule(value, values, path));
    else if (rule && value && typeof value === 'object') {
      if (Array.isArray(value)) value.forEach((_, i) => (errors = walk(rule, `${path}.${i}.`, values, errors)));
      else errors = walk(rule, `${path}.`, values, errors);
    }
  }
  return errors;
}

const validateAll = (rules: Obj, values: Obj): FormErrors =>
  typeof rules === 'function' ? Object.entries(rules(values) as FormErrors).reduce((e, [k, m]) => put(e, k, m), {}) : rules ? walk(rules, '', values, {}) : {};

/** One field's message: the first of the validation at or under its path (as Mantine's validateField). */
const fieldError = (rules: Obj, path: string, values: Obj): ReactNode => {
  const all = validateAll(rules, values);
  const key = Object.keys(all).find((k) => under(k, path));
  return key ? all[key] : null;
};

const equal = (a: Obj, b: Obj): boolean =>
  a === b || (!!a && !!b && typeof a === 'object' && typeof b === 'object' && Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => equal(a[k], b[k])));

/** The messages of a list's items moved by `change` from `index` on (a removed item's are dropped). */
function shiftErrors(errors: FormErrors, path: string, index: number, change: 1 | -1): FormErrors {
  const out: FormErrors = {};
  for (const k of Object.keys(errors)) {
    const m = under(k, path) ? /^\.(\d+)(.*)$/.exec(k.slice(path.length)) : null;
    const i = m ? Number(m[1]) : -1;
    if (i < index) out[k] = errors[k];
    else if (change > 0 || i !== index) out[`${path}.${i + change}${m![2]}`] = errors[k];
  }
  return out;
}

/** Takes a change event (checkbox: checked, other controls: value) or the value itself (Radio.Group, uploads, selects). */
const valueOf = (e: Obj) => {
  const t = e?.nativeEvent ? (e.currentTarget ?? e.target) : null;
  return t ? (t.type === 'checkbox' ? t.checked : t.value) : e;
};

const noop = () => {};

type Api<Values> = Omit<UseFormReturnType<Values>, 'values' | 'errors' | 'getInputProps'>;

interface State {
  values: Obj;
  errors: FormErrors;
}

export function useForm<Values extends object>(input: UseFormInput<Values>): UseFormReturnType<Values> {
  const [state, setState] = useState<State>(() => ({ values: input.initialValues, errors: {} }));
  // the latest values and messages, so that calls in one handler see each other's changes (as Mantine's getValues)
  const ref = useRef(state);
  const options = useRef(input);
  options.current = input;
  // what isDirty compares with and reset returns to
  const initial = useRef(input.initialValues);
  const api = useRef<Api<Values>>(null);

  if (!api.current) {
    const commit = (values: Obj, errors: FormErrors) => setState((ref.current = { values, errors }));
    const values = () => ref.current.values;
    const setFieldError = (path: string, error: ReactNode) => {
      const errors = put(ref.current.errors, path, error);
      if (errors[path] !== ref.current.errors[path]) commit(values(), errors);
    };
    const validate = () => {
      const errors = validateAll(options.current.validate, values());
      commit(values(), errors);
      return { hasErrors: Object.keys(errors).length > 0, errors };
    };
    const setList = (path: string, change: (list: unknown[]) => unknown[], errors: FormErrors) => {
      const list = getPath(path, values());
      if (Array.isArray(list)) commit(setPath(path, change(list), values()), errors);
    };
    const a: Api<Values> = {
      getValues: values,
      setFieldValue: (path, value) => {
        const { values: current, errors } = ref.current;
        const previous = getPath(path, current);
        const next = typeof value === 'function' ? (value as (v: unknown) => unknown)(previous) : value;
        const changed = next === previous ? current : setPath(path, next, current);
        const check = options.current.validateInputOnChange;
        // a change clears the field's message, or replaces it with the field's new one
        const messages = put(errors, path, check === true || (Array.isArray(check) && check.includes(path)) ? fieldError(options.current.validate, path, changed) : null);
        if (changed !== current || messages[path] !== errors[path]) commit(changed, messages);
      },
      setValues: (patch) => {
        const { values: current, errors } = ref.current;
        const resolved = typeof patch === 'function' ? patch(current) : patch;
        // the messages of the fields set (and of their items) go, as when a field changes
        const kept: FormErrors = {};
        for (const k of Object.keys(errors)) if (!Object.keys(resolved).some((p) => under(k, p))) kept[k] = errors[k];
        commit({ ...current, ...resolved }, kept);
      },
      setFieldError,
      clearFieldError: (path) => setFieldError(path, null),
      validate,
      validateField: (path) => {
        const error = fieldError(options.current.validate, path, values());
        setFieldError(path, error);
        return { hasError: error != null, error };
      },
      onSubmit: (handler, onInvalid) => (event) => {
        event?.preventDefault();
        const { hasErrors, errors } = validate();
        if (hasErrors) onInvalid?.(errors, values(), event);
        else void handler(values(), event);
      },
      isDirty: (path) => !equal(path ? getPath(path, values()) : values(), path ? getPath(path, initial.current) : initial.current),
      resetDirty: (patch) => {
        initial.current = { ...values(), ...patch };
      },
      insertListItem: (path, item, index = Infinity) =>
        setList(path, (list) => [...list.slice(0, index), item, ...list.slice(index)], shiftErrors(ref.current.errors, path, index, 1)),
      removeListItem: (path, index) => setList(path, (list) => list.filter((_, i) => i !== index), shiftErrors(ref.current.errors, path, index, -1)),
      reset: () => commit(initial.current, {}),
    };
    api.current = a;
  }

  const a = api.current;
  return {
    ...a,
    values: state.values,
    errors: state.errors,
    getInputProps: (path, { type } = {}) => ({
      [type === 'checkbox' ? 'checked' : 'value']: getPath(path, state.values),
      onChange: (e: unknown) => a.setFieldValue(path, valueOf(e)),
      error: state.errors[path],
      onFocus: noop,
      onBlur: noop,
    }) as FormInputProps,
  };
}
