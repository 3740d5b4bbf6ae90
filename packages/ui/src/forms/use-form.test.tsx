import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from './use-form';

interface Values {
  name: string;
  agree: boolean;
  cate: string;
  address: { city: string; county: string };
  params: { name: string; value: string }[];
  skus: Record<string, { price: string }>;
}

const initial: Values = {
  name: '',
  agree: false,
  cate: 'a',
  address: { city: '', county: '' },
  params: [{ name: 'p0', value: '' }],
  skus: { red: { price: '1' } },
};

const required = (msg: string) => (v: string) => (v.trim() ? null : msg);

const setup = (input: Partial<UseFormInput<Values>> = {}) => renderHook(() => useForm<Values>({ initialValues: initial, ...input })).result;

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('useForm', () => {
  it('starts from initialValues without messages; getValues is the current values', () => {
    const form = setup();
    expect(form.current.values).toEqual(initial);
    expect(form.current.errors).toEqual({});
    expect(form.current.getValues()).toBe(form.current.values);
  });

  it('setFieldValue sets top, nested, list and record paths, copying only along the path', () => {
    const form = setup();
    act(() => form.current.setFieldValue('name', '张三'));
    act(() => form.current.setFieldValue('address.city', '440100'));
    act(() => form.current.setFieldValue('params.0.value', '红'));
    act(() => form.current.setFieldValue('skus.red.price', '9.9'));
    const v = form.current.values;
    expect(v.name).toBe('张三');
    expect(v.address).toEqual({ city: '440100', county: '' });
    expect(v.params).toEqual([{ name: 'p0', value: '红' }]);
    expect(Array.isArray(v.params)).toBe(true);
    expect(v.skus.red!.price).toBe('9.9');
    // the initial values are never written to
    expect(initial.address.city).toBe('');
    expect(initial.params[0]!.value).toBe('');
    // untouched branches keep their identity (memoised derivations keep working)
    act(() => form.current.setFieldValue('name', '李四'));
    expect(form.current.values.params).toBe(v.params);
    expect(form.current.values.address).toBe(v.address);
  });

  it('setFieldValue takes an updater of the previous value; calls in one handler see each other', () => {
    const form = setup();
    act(() => {
      form.current.setFieldValue('name', 'a');
      form.current.setFieldValue('name', (prev) => `${prev}b`);
      expect(form.current.getValues().name).toBe('ab');
    });
    expect(form.current.values.name).toBe('ab');
  });

  it('refuses prototype paths', () => {
    const form = setup();
    act(() => form.current.setFieldValue('skus.__proto__.polluted', 'x'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((form.current.values.skus as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(form.current.values.skus).toEqual(initial.skus);
  });

  it('setValues merges a partial or an updater result', () => {
    const form = setup();
    act(() => form.current.setValues({ name: 'x', cate: 'b' }));
    expect(form.current.values).toEqual({ ...initial, name: 'x', cate: 'b' });
    act(() => form.current.setValues((prev) => ({ name: `${prev.name}y` })));
    expect(form.current.values.name).toBe('xy');
    expect(form.current.values.cate).toBe('b');
  });

  it('validate runs every rule in the record order, nested objects and each list item', () => {
    const seen: string[] = [];
    const form = setup({
      validate: {
        cate: (v) => (seen.push('cate'), v === 'b' ? null : '请选择类型'),
        name: (v, values) => (seen.push('name'), values.cate === 'a' && !v ? '请输入名称' : null),
        address: { city: (v) => (seen.push('city'), v ? null : '请选择城市'), county: () => (seen.push('county'), undefined) },
        params: { name: (v) => (v ? null : '请输入参数名'), value: (v) => (v ? null : '请输入参数值') },
      },
    });
    let result!: ReturnType<UseFormReturnType<Values>['validate']>;
    act(() => {
      result = form.current.validate();
    });
    expect(seen).toEqual(['cate', 'name', 'city', 'county']);
    expect(result.hasErrors).toBe(true);
    expect(Object.keys(result.errors)).toEqual(['cate', 'name', 'address.city', 'params.0.value']);
    expect(form.current.errors).toEqual({ cate: '请选择类型', name: '请输入名称', 'address.city': '请选择城市', 'params.0.value': '请输入参数值' });
  });

  it('validate takes one function giving the messages (null / undefined / false are none)', () => {
    const form = setup({ validate: (v) => ({ name: v.name ? null : '请输入名称', cate: undefined, agree: v.agree ? null : '请同意协议' }) });
    let result!: ReturnType<UseFormReturnType<Values>['validate']>;
    act(() => {
      result = form.current.validate();
    });
    expect(result.errors).toEqual({ name: '请输入名称', agree: '请同意协议' });
    act(() => form.current.setValues({ name: 'n', agree: true }));
    act(() => {
      result = form.current.validate();
    });
    expect(result).toEqual({ hasErrors: false, errors: {} });
    expect(form.current.errors).toEqual({});
  });

  it('validateField checks one field (its own rule, a list item rule, or the function rules under it)', () => {
    const form = setup({ validate: { name: required('请输入名称'), params: { value: required('请输入参数值') } } });
    let r!: ReturnType<UseFormReturnType<Values>['validateField']>;
    act(() => {
      r = form.current.validateField('params.0.value');
    });
    expect(r).toEqual({ hasError: true, error: '请输入参数值' });
    expect(form.current.errors).toEqual({ 'params.0.value': '请输入参数值' });
    act(() => form.current.setFieldValue('name', 'x'));
    act(() => {
      r = form.current.validateField('name');
    });
    expect(r).toEqual({ hasError: false, error: null });

    const fn = setup({ validate: (v) => ({ 'address.city': v.address.city ? null : '请选择城市' }) });
    act(() => {
      r = fn.current.validateField('address');
    });
    expect(r.error).toBe('请选择城市');
    expect(fn.current.errors).toEqual({ address: '请选择城市' });
  });

  it('setFieldError / clearFieldError', () => {
    const form = setup();
    act(() => form.current.setFieldError('name', '已被占用'));
    act(() => form.current.setFieldError('cate', '请选择'));
    expect(form.current.errors).toEqual({ name: '已被占用', cate: '请选择' });
    act(() => form.current.clearFieldError('name'));
    expect(form.current.errors).toEqual({ cate: '请选择' });
    act(() => form.current.setFieldError('cate', null));
    expect(form.current.errors).toEqual({});
    act(() => form.current.setFieldError('name', false));
    expect(form.current.errors).toEqual({});
  });

  it("changing a field clears its message only; setValues clears the messages of the fields it sets", () => {
    const form = setup({ validate: { name: required('请输入名称'), cate: () => '请选择类型', address: { city: required('请选择城市') }, params: { value: required('请输入参数值') } } });
    act(() => void form.current.validate());
    expect(Object.keys(form.current.errors)).toEqual(['name', 'cate', 'address.city', 'params.0.value']);
    act(() => form.current.setFieldValue('name', 'a'));
    expect(form.current.errors.name).toBeUndefined();
    expect(form.current.errors.cate).toBe('请选择类型');
    act(() => form.current.setValues({ address: { city: '1', county: '' }, params: [] }));
    expect(form.current.errors).toEqual({ cate: '请选择类型' });
  });

  it('validateInputOnChange validates the changed field instead of just clearing it', () => {
    const form = setup({ validate: { name: (v) => (v.length >= 2 ? null : '至少2个字'), cate: () => '请选择类型' }, validateInputOnChange: true });
    act(() => form.current.setFieldValue('name', 'a'));
    expect(form.current.errors).toEqual({ name: '至少2个字' });
    act(() => form.current.setFieldValue('name', 'ab'));
    expect(form.current.errors).toEqual({});

    const listed = setup({ validate: { name: () => '名称错误', cate: () => '类型错误' }, validateInputOnChange: ['cate'] });
    act(() => listed.current.setFieldValue('name', 'x'));
    act(() => listed.current.setFieldValue('cate', 'x'));
    expect(listed.current.errors).toEqual({ cate: '类型错误' });

    const off = setup({ validate: { name: () => '名称错误' }, validateInputOnChange: false });
    act(() => off.current.setFieldValue('name', 'x'));
    expect(off.current.errors).toEqual({});
  });

  it('onSubmit prevents the default, validates and calls the handler only when valid', () => {
    const form = setup({ validate: { name: required('请输入名称') } });
    const handler = vi.fn();
    const invalid = vi.fn();
    const e1 = submitEvent();
    act(() => form.current.onSubmit(handler, invalid)(e1));
    expect(e1.preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({ name: '请输入名称' }, initial, e1);
    expect(form.current.errors).toEqual({ name: '请输入名称' });

    act(() => form.current.setFieldValue('name', '张三'));
    const e2 = submitEvent();
    act(() => form.current.onSubmit(handler, invalid)(e2));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ ...initial, name: '张三' }, e2);
    expect(invalid).toHaveBeenCalledTimes(1);
    // without an event (a button's onClick) it submits as well
    act(() => form.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('isDirty compares with the initial values (deeply), resetDirty moves the baseline, reset returns to it', () => {
    const form = setup();
    expect(form.current.isDirty()).toBe(false);
    act(() => form.current.setFieldValue('address.city', '1'));
    expect(form.current.isDirty()).toBe(true);
    expect(form.current.isDirty('address')).toBe(true);
    expect(form.current.isDirty('name')).toBe(false);
    // back to an equal (not identical) value: not dirty
    act(() => form.current.setValues({ address: { city: '', county: '' } }));
    expect(form.current.isDirty()).toBe(false);
    act(() => form.current.setFieldValue('name', 'x'));
    act(() => form.current.resetDirty());
    expect(form.current.isDirty()).toBe(false);
    act(() => form.current.setFieldValue('name', 'y'));
    act(() => form.current.setFieldError('cate', 'm'));
    act(() => form.current.reset());
    expect(form.current.values.name).toBe('x');
    expect(form.current.errors).toEqual({});
    // resetDirty(values) merges them into the baseline
    act(() => form.current.resetDirty({ name: 'z' }));
    expect(form.current.isDirty('name')).toBe(true);
    // setValues then resetDirty in one handler (a form emptied after adding an item)
    act(() => {
      form.current.setValues(initial);
      form.current.resetDirty();
    });
    expect(form.current.isDirty()).toBe(false);
    expect(form.current.values).toEqual(initial);
  });

  it('insertListItem appends or inserts and moves the messages of later items; removeListItem drops its messages', () => {
    const form = setup({ validate: { params: { name: required('请输入参数名'), value: required('请输入参数值') } } });
    act(() => form.current.insertListItem('params', { name: 'p1', value: '' }));
    expect(form.current.values.params.map((p) => p.name)).toEqual(['p0', 'p1']);
    act(() => void form.current.validate());
    expect(Object.keys(form.current.errors)).toEqual(['params.0.value', 'params.1.value']);
    act(() => form.current.insertListItem('params', { name: 'new', value: 'v' }, 1));
    expect(form.current.values.params.map((p) => p.name)).toEqual(['p0', 'new', 'p1']);
    expect(form.current.errors).toEqual({ 'params.0.value': '请输入参数值', 'params.2.value': '请输入参数值' });
    act(() => form.current.removeListItem('params', 0));
    expect(form.current.values.params.map((p) => p.name)).toEqual(['new', 'p1']);
    expect(form.current.errors).toEqual({ 'params.1.value': '请输入参数值' });
    act(() => form.current.removeListItem('params', 0));
    expect(form.current.errors).toEqual({ 'params.0.value': '请输入参数值' });
    // not a list: nothing happens
    act(() => form.current.insertListItem('name', 'x'));
    expect(form.current.values.name).toBe('');
  });
});

function Harness({ onValues, onSubmit }: { onValues: (form: UseFormReturnType<Values>) => void; onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({ initialValues: initial, validate: { name: required('请输入名称'), agree: (v) => (v ? null : '请同意协议') } });
  onValues(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <label>
        名称
        <input {...form.getInputProps('name')} />
      </label>
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <label>
        参数
        <input {...form.getInputProps('params.0.value')} />
      </label>
      <label>
        同意
        <input type="checkbox" {...form.getInputProps('agree', { type: 'checkbox' })} />
      </label>
      <label>
        类型
        <select {...form.getInputProps('cate')}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
      </label>
      <button type="submit">提交</button>
    </form>
  );
}

describe('useForm getInputProps', () => {
  it('gives value or checked, the message and focus/blur handlers', () => {
    const form = setup();
    act(() => form.current.setFieldError('name', '请输入名称'));
    const text = form.current.getInputProps('name');
    expect(text.value).toBe('');
    expect(text.error).toBe('请输入名称');
    expect('checked' in text).toBe(false);
    expect(typeof text.onFocus).toBe('function');
    expect(typeof text.onBlur).toBe('function');
    const box = form.current.getInputProps('agree', { type: 'checkbox' });
    expect(box.checked).toBe(false);
    expect('value' in box).toBe(false);
    expect(box.error).toBeUndefined();
    expect(form.current.getInputProps('params.0.name').value).toBe('p0');
  });

  it('onChange takes a value as well as an event (Radio.Group, selects, uploads give the value)', () => {
    const form = setup();
    act(() => form.current.getInputProps('cate').onChange('b'));
    expect(form.current.values.cate).toBe('b');
    act(() => form.current.getInputProps('params').onChange([{ name: 'x', value: 'y' }]));
    expect(form.current.values.params).toEqual([{ name: 'x', value: 'y' }]);
    act(() => form.current.getInputProps('agree', { type: 'checkbox' }).onChange(true));
    expect(form.current.values.agree).toBe(true);
    act(() => form.current.getInputProps('name').onChange(null));
    expect(form.current.values.name).toBeNull();
  });

  it('binds real inputs: text, nested list path, checkbox and select events; the message goes on change', () => {
    let form!: UseFormReturnType<Values>;
    const submitted = vi.fn();
    render(<Harness onValues={(f) => (form = f)} onSubmit={submitted} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText('请输入名称')).toBeInTheDocument();
    expect(form.errors).toEqual({ name: '请输入名称', agree: '请同意协议' });

    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '张三' } });
    expect(screen.queryByText('请输入名称')).not.toBeInTheDocument();
    expect(form.errors).toEqual({ agree: '请同意协议' });
    fireEvent.change(screen.getByRole('textbox', { name: '参数' }), { target: { value: '红色' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '同意' }));
    expect(screen.getByRole('checkbox', { name: '同意' })).toBeChecked();
    fireEvent.change(screen.getByRole('combobox', { name: '类型' }), { target: { value: 'b' } });
    expect(screen.getByRole('combobox', { name: '类型' })).toHaveValue('b');
    expect(form.values).toEqual({ ...initial, name: '张三', agree: true, cate: 'b', params: [{ name: 'p0', value: '红色' }] });

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(submitted).toHaveBeenCalledWith({ ...initial, name: '张三', agree: true, cate: 'b', params: [{ name: 'p0', value: '红色' }] }, expect.anything());
  });
});
