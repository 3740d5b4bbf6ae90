/**
 * A field rule: `null` means valid, a string is the (verbatim, user-facing) error message.
 *
 * This is exactly the shape a form's useForm (@ws/ui) accepts in its `validate` object, so a form can do
 * `useForm<LoginPasswordValues>({ validate: loginPasswordRules })`. The server calls the same
 * rules through `firstError(ruleSet, body)`.
 *
 * Rules must be pure and must not throw on any input: on the server `value` and `values` come
 * straight from an untrusted request body, whatever the declared types say.
 */
export type Rule<V = unknown, T = Record<string, unknown>> = (value: V, values: T) => string | null;

/** The rules of one form, by field name. Key order is the order `firstError` reports in. */
export type RuleSet<T> = { [K in keyof T]?: Rule<T[K], T> };

/** What a form field may hold before it is filled in (Mantine selects give `null`). */
export type Maybe<X> = X | null | undefined;

/** A list-valued field: an array in a form, often a JSON (or comma-separated) string in a payload. */
export type ListValue<Item = unknown> = Maybe<readonly Item[] | string>;
