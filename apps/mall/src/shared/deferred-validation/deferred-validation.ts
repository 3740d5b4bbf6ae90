// A form whose validation rules load after the screen's first paint: the rules of @ws/validators (with the
// messages module and the rule helpers they bring, 2–4 kB gz) stay out of the first load of a form screen
// whose fields check nothing before the submit. The module is fetched when the form mounts, so it is there
// long before anyone submits; a submit that comes first waits for it and then validates as before.
import { noticeFailure } from '@ws/ui';
import { useEffect, type FormEvent } from 'react';

type Messages = Record<string, string>;

export interface DeferredValidation<Module, Values> {
  /** useForm's `validate`: the messages by field once the module is there (none before: see `submit`) */
  validate: (values: Values) => Messages;
  /** the loaded module, or null before it has arrived (always there inside a submit handler of `submit`) */
  loaded: () => Module | null;
  /** fetches the module when the form mounts */
  usePreload: () => void;
  /** the form's onSubmit: the form's own submit at once when the module is there, else once it has arrived */
  submit: (onSubmit: (event?: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/** `load` imports the module (one for the screen, at module level); `validate` gives the messages with it. */
export function deferredValidation<Module, Values>(
  load: () => Promise<Module>,
  validate: (module: Module, values: Values) => Messages,
): DeferredValidation<Module, Values> {
  let loaded: Module | null = null;
  let pending: Promise<Module> | null = null;
  const fetch = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        pending = null; // a later submit tries again
        throw e;
      },
    ));
  return {
    validate: (values) => (loaded ? validate(loaded, values) : {}),
    loaded: () => loaded,
    usePreload: () =>
      useEffect(() => {
        // a failure here shows nothing: the submit fetches again and tells
        fetch().catch(() => undefined);
      }, []),
    submit: (onSubmit) => (event) => {
      if (loaded) return onSubmit(event);
      event.preventDefault();
      fetch().then(() => onSubmit(), noticeFailure);
    },
  };
}
