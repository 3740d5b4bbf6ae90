import { deferredValidation } from './deferred-validation';

type Values = { name: string };
const rules = { check: (v: Values): Record<string, string> => (v.name ? {} : { name: '请填写名称' }) };
const event = () => ({ preventDefault: vi.fn() }) as unknown as React.FormEvent<HTMLFormElement>;

describe('deferredValidation', () => {
  it('checks nothing before the module arrives; a submit then waits for it and submits once', async () => {
    let arrive!: (m: typeof rules) => void;
    const d = deferredValidation(() => new Promise<typeof rules>((r) => (arrive = r)), (m, v: Values) => m.check(v));
    const onSubmit = vi.fn();
    const e = event();
    expect(d.validate({ name: '' })).toEqual({});
    d.submit(onSubmit)(e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    arrive(rules);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(d.loaded()).toBe(rules);
    expect(d.validate({ name: '' })).toEqual({ name: '请填写名称' });
    // once there, a submit is the form's own, at once
    const e2 = event();
    d.submit(onSubmit)(e2);
    expect(onSubmit).toHaveBeenLastCalledWith(e2);
  });

  it('a failed load is tried again by the next submit', async () => {
    const load = vi.fn<() => Promise<typeof rules>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rules);
    const d = deferredValidation(load, (m, v: Values) => m.check(v));
    const onSubmit = vi.fn();
    d.submit(onSubmit)(event());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();
    d.submit(onSubmit)(event());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
