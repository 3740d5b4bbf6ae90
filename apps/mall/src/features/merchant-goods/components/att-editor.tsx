// Up to two attributes (规格), each with its items: add/remove an attribute and its items.
import { Button, CloseButton, Field, TextField } from '@ws/ui';
import { MAX_PRODUCT_ATTS, MAX_PRODUCT_ATT_ITEMS } from '@ws/validators/product-form';
import { newKey, type AttRow } from '../lib/product-form';
import classes from './goods-edit.module.css';

interface Props {
  value: AttRow[];
  onChange: (att: AttRow[]) => void;
  error?: React.ReactNode;
}

export function AttEditor({ value, onChange, error }: Props) {
  const setAtt = (i: number, patch: Partial<AttRow>) => onChange(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <Field label="商品规格" description="最多两个规格，规格值组合生成下方的价格库存表" error={error} className={classes.full}>
      <div className={classes.atts}>
        {value.map((a, i) => (
          <fieldset key={a.key} className={classes.att} aria-label={`规格${i + 1}`}>
            <div className={classes.attHead}>
              <TextField
                label={`规格${i + 1}名称`}
                placeholder="如：颜色"
                maxLength={20}
                size="xs"
                value={a.name}
                onChange={(e) => setAtt(i, { name: e.currentTarget.value })}
              />
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                删除规格
              </Button>
            </div>
            <div className={classes.items}>
              {a.items.map((item, k) => (
                <div key={item.key} className={classes.item}>
                  <TextField
                    aria-label={`规格${i + 1}的规格值${k + 1}`}
                    placeholder="规格值"
                    maxLength={30}
                    size="xs"
                    style={{ width: 110 }}
                    value={item.name}
                    onChange={(e) => {
                      const name = e.currentTarget.value;
                      setAtt(i, { items: a.items.map((x, m) => (m === k ? { ...x, name } : x)) });
                    }}
                  />
                  <CloseButton size="sm" aria-label={`删除规格值 ${item.name || k + 1}`} onClick={() => setAtt(i, { items: a.items.filter((_, m) => m !== k) })} />
                </div>
              ))}
              {a.items.length < MAX_PRODUCT_ATT_ITEMS && (
                <Button size="xs" variant="light" onClick={() => setAtt(i, { items: [...a.items, { key: newKey(), id: null, name: '' }] })}>
                  添加规格值
                </Button>
              )}
            </div>
          </fieldset>
        ))}
        {value.length < MAX_PRODUCT_ATTS && (
          <Button size="xs" variant="default" onClick={() => onChange([...value, { key: newKey('a'), name: '', items: [{ key: newKey(), id: null, name: '' }] }])}>
            添加规格
          </Button>
        )}
      </div>
    </Field>
  );
}
