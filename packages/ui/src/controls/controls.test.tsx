import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { renderWithProviders } from '../testing';
import {
  Badge,
  Button,
  ButtonLink,
  CheckboxField,
  CloseButton,
  Field,
  Modal,
  Progress,
  Radio,
  RadioGroup,
  SelectField,
  TextareaField,
  TextField,
} from './index';

/** What a form's getInputProps(path) gives: onChange takes an event or a value (Radio groups give the value). */
function useInputProps<T>(initial: T, error?: ReactNode) {
  const [value, setValue] = useState(initial);
  const onChange = (e: unknown) => {
    if (e && typeof e === 'object' && 'currentTarget' in e) {
      const t = (e as ChangeEvent<HTMLInputElement>).currentTarget;
      setValue((t.type === 'checkbox' ? t.checked : t.value) as T);
    } else setValue(e as T);
  };
  return { value, onChange, error, onFocus: () => {}, onBlur: () => {} };
}

function TextHarness({ error, onValue }: { error?: ReactNode; onValue: (v: string) => void }) {
  const props = useInputProps('', error);
  onValue(props.value);
  return <TextField label="快递单号" required description="请填写运单上的号码" {...props} />;
}

describe('TextField', () => {
  it('is named by its label, shows the red * and marks itself required', () => {
    renderWithProviders(<TextHarness onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: '快递单号' });
    expect(screen.getByLabelText(/快递单号/)).toBe(input);
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.closest('label')).toHaveAttribute('for', input.id);
    expect(input).toHaveAttribute('aria-required', 'true');
    // the form's rules decide, not the browser
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAccessibleDescription('请填写运单上的号码');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error: aria-invalid and aria-describedby to the message', () => {
    renderWithProviders(<TextHarness error="请填写快递单号" onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: '快递单号' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请填写快递单号 请填写运单上的号码');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(ids[0] ?? '')).toHaveTextContent('请填写快递单号');
  });

  it('an error of true marks it invalid without a message', () => {
    renderWithProviders(<TextField aria-label="价格" error value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: '价格' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes the typed text to a getInputProps-like onChange, and focus/blur through', async () => {
    let seen = '';
    const { user } = renderWithProviders(<TextHarness onValue={(v) => (seen = v)} />);
    await user.type(screen.getByRole('textbox', { name: '快递单号' }), 'SF123');
    expect(seen).toBe('SF123');
    expect(screen.getByRole('textbox', { name: '快递单号' })).toHaveValue('SF123');
  });

  it('keeps the given type, id and other input props', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextField ref={ref} id="start" type="date" label="开始日期" value="2024-01-02" onChange={() => {}} maxLength={10} />);
    const input = screen.getByLabelText('开始日期');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('id', 'start');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(ref.current).toBe(input);
  });
});

describe('TextareaField', () => {
  it('is a labelled textarea with rows, message and onChange', async () => {
    function Harness() {
      const props = useInputProps('', '请填写拒绝原因');
      return (
        <>
          <TextareaField label="拒绝原因" required rows={3} {...props} />
          <output>{props.value}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const area = screen.getByRole('textbox', { name: '拒绝原因' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('请填写拒绝原因');
    await user.type(area, '缺货');
    expect(screen.getByRole('status')).toHaveTextContent('缺货');
  });

  it('autosize starts at minRows lines', () => {
    renderWithProviders(<TextareaField label="备注" autosize minRows={2} />);
    const area = screen.getByRole('textbox', { name: '备注' });
    expect(area).toHaveAttribute('rows', '2');
    expect(area).toHaveAttribute('data-autosize');
  });
});

describe('SelectField', () => {
  it('lists strings and {value,label} options after the placeholder, and reports the choice', async () => {
    function Harness() {
      const props = useInputProps('');
      return (
        <>
          <SelectField label="商品类型" placeholder="请选择" data={['实物', { value: '2', label: '服务' }]} {...props} />
          <output>{props.value}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: '商品类型' });
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', '请选择'],
      ['实物', '实物'],
      ['2', '服务'],
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, '服务');
    expect(select).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('wires an error like the other fields', () => {
    renderWithProviders(<SelectField label="发货城市" data={['广州市']} error="请选择发货城市" value="广州市" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: '发货城市' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('请选择发货城市');
  });
});

describe('CheckboxField', () => {
  it('toggles `checked` through a getInputProps(path, { type: checkbox })-like onChange', async () => {
    function Harness() {
      const { value, ...rest } = useInputProps(false, '请勾选');
      return (
        <>
          <CheckboxField label="设为默认地址" checked={value} {...rest} />
          <output>{String(value)}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const box = screen.getByRole('checkbox', { name: '设为默认地址' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('请勾选');
    await user.click(screen.getByText('设为默认地址'));
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('true');
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});

describe('RadioGroup', () => {
  function Harness({ error }: { error?: string }) {
    const props = useInputProps<string>('', error);
    return (
      <>
        <RadioGroup label="快递公司" required {...props}>
          <Radio value="sf" label="顺丰速运" />
          <Radio value="yto" label="圆通速递" />
          <Radio value="zto" label="中通快递" />
        </RadioGroup>
        <output>{props.value}</output>
      </>
    );
  }

  it('is a radiogroup named by its legend, with the required mark and the error wiring', () => {
    renderWithProviders(<Harness error="请选择快递公司" />);
    const group = screen.getByRole('radiogroup', { name: '快递公司' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('请选择快递公司');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    for (const r of screen.getAllByRole('radio')) expect(r).not.toBeChecked();
  });

  it('gives the chosen value to onChange; the radios share one name (native arrow keys)', async () => {
    const { user } = renderWithProviders(<Harness />);
    const sf = screen.getByRole('radio', { name: '顺丰速运' });
    await user.click(sf);
    expect(sf).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('sf');
    const names = new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '圆通速递' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('yto');
  });

  it('disables its radios with the group', () => {
    renderWithProviders(
      <RadioGroup label="退款金额" value="full" onChange={() => {}} disabled>
        <Radio value="full" label="全额退款" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: '全额退款' })).toBeDisabled();
  });
});

describe('Field', () => {
  it('names a group of controls by its label and describes it', () => {
    renderWithProviders(
      <Field label="商品分类" required error="请选择商品分类">
        <select aria-label="一级分类" />
        <select aria-label="二级分类" />
      </Field>,
    );
    const group = screen.getByRole('group', { name: '商品分类' });
    expect(group).toHaveAccessibleDescription('请选择商品分类');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('with htmlFor, its label names that control', () => {
    renderWithProviders(
      <Field label="营业执照" htmlFor="file">
        <input id="file" type="file" />
      </Field>,
    );
    expect(screen.getByLabelText('营业执照')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('Button', () => {
  it('is type="button" by default (no accidental submit) and forwards ref and props', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button ref={ref} onClick={onClick} aria-pressed variant="default" size="xs">
          全部
        </Button>
        <Button type="submit" color="red">
          确定拒绝
        </Button>
      </form>,
    );
    const plain = screen.getByRole('button', { name: '全部' });
    expect(ref.current).toBe(plain);
    expect(plain).toHaveAttribute('type', 'button');
    expect(plain).toHaveAttribute('aria-pressed', 'true');
    expect(plain).toHaveAttribute('data-variant', 'default');
    expect(plain).toHaveAttribute('data-size', 'xs');
    await user.click(plain);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    const submit = screen.getByRole('button', { name: '确定拒绝' });
    expect(submit).toHaveAttribute('data-color', 'red');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('loading: disabled, aria-busy, a spinner, and the text stays its name', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderWithProviders(
      <Button loading onClick={onClick}>
        确认发货
      </Button>,
    );
    const button = screen.getByRole('button', { name: '确认发货' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>确认发货</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('ButtonLink is a link with the button look', () => {
    renderWithProviders(
      <ButtonLink to="/merchantGoodsEdit" size="sm" newTab>
        发布商品
      </ButtonLink>,
      { app: 'mall' },
    );
    const link = screen.getByRole('link', { name: '发布商品' });
    expect(link).toHaveAttribute('href', '/merchantGoodsEdit');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-variant', 'filled');
  });
});

describe('Badge, Progress, CloseButton', () => {
  it('Progress is a named progressbar with its value (clamped to 0-100)', () => {
    const { rerender } = renderWithProviders(<Progress value={42.4} aria-label="a.png 上传进度" />);
    const bar = screen.getByRole('progressbar', { name: 'a.png 上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<Progress value={140} aria-label="a.png 上传进度" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    rerender(<Progress value={Number.NaN} aria-label="a.png 上传进度" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
  });

  it('CloseButton is a named type="button" ×', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<CloseButton aria-label="删除参数1" onClick={onClick} size="sm" />);
    const button = screen.getByRole('button', { name: '删除参数1' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('Badge shows its text with its colour', () => {
    renderWithProviders(
      <Badge color="red" size="sm">
        库存不足
      </Badge>,
    );
    expect(screen.getByText('库存不足')).toHaveAttribute('data-color', 'red');
  });

  it('a radio without a group still works on its own props', () => {
    const onChange = vi.fn();
    renderWithProviders(<Radio value="a" label="甲" name="x" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '甲' }));
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Modal', () => {
  function Host() {
    const [open, setOpen] = useState(false);
    const [closedBy, setClosedBy] = useState('');
    const [count, setCount] = useState(0);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开</Button>
        <output>{closedBy}</output>
        <Modal
          opened={open}
          title="拒绝售后"
          onClose={() => {
            setClosedBy('user');
            setOpen(false);
          }}
        >
          <p>已点 {count} 次</p>
          <Button onClick={() => setCount((n) => n + 1)}>加一</Button>
          <Button onClick={() => setOpen(false)}>完成</Button>
        </Modal>
      </>
    );
  }

  it('opens in the app\'s modal host with its title, follows its content, and closes when `opened` turns false', async () => {
    const { user } = renderWithProviders(<Host />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝售后' });
    await user.click(screen.getByRole('button', { name: '加一' }));
    expect(dialog).toHaveTextContent('已点 1 次');
    await user.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // closing by the owner is not reported back as a user close
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('Escape closes it and calls onClose once', async () => {
    const { user } = renderWithProviders(<Host />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByRole('dialog', { name: '拒绝售后' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('user');
  });
});
