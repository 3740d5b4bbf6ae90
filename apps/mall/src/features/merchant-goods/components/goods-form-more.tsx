// The product editor's sections below its first screen, in one chunk the form loads after its first paint
// (the mall's 140 kB first-load budget): the attributes with their SKU table (批量设置), the parameters, the
// images' upload field and the rich-text intro (whose Tiptap chunk is lazy in turn). The form keeps the
// values; these sections only show and change them. The chunk brings the form's validation and payload too
// (one dynamic import, one preload list in the form's chunk).
import { Button, CloseButton, Field, TextField, type UseFormReturnType } from '@ws/ui';
import { RichTextEditor } from '@ws/ui/rich-text-editor';
import { useMemo } from 'react';
import { emptyCell, newKey, skuRows, type GoodsFormValues, type SkuCell } from '../lib/product-form';
import { AttEditor } from './att-editor';
import classes from './goods-edit.module.css';
import ProductImagesField from './product-images-field';
import { SkuTable } from './sku-table';

export { toPayload, validateGoods } from '../lib/goods-submit';

interface Props {
  form: UseFormReturnType<GoodsFormValues>;
  /** the intro the editor starts from (the editor keeps its own state, the form gets each change) */
  intro: string;
}

export default function GoodsFormMore({ form, intro }: Props) {
  const v = form.values;
  const err = form.errors;
  const rows = useMemo(() => skuRows(v.att), [v.att]);

  const setCell = (key: string, patch: Partial<SkuCell>) => {
    form.setFieldValue('skus', { ...form.getValues().skus, [key]: { ...(form.getValues().skus[key] ?? emptyCell()), ...patch } });
    for (const f of Object.keys(patch)) form.clearFieldError(`skus.${key}.${f}`);
  };
  const setBatch = (patch: Partial<SkuCell>) => {
    const next = { ...form.getValues().skus };
    for (const r of rows) {
      next[r.key] = { ...(next[r.key] ?? emptyCell()), ...patch };
      for (const f of Object.keys(patch)) form.clearFieldError(`skus.${r.key}.${f}`);
    }
    form.setFieldValue('skus', next);
  };

  return (
    <>
      <AttEditor
        value={v.att}
        error={err.att}
        onChange={(att) => {
          form.setFieldValue('att', att);
          form.clearFieldError('att');
        }}
      />
      <SkuTable rows={rows} cells={v.skus} errors={err} onCell={setCell} onBatch={setBatch} />
      <Field label="商品参数" error={err.params} className={classes.full}>
        <div className={classes.params}>
          {v.params.map((p, i) => (
            <div key={p.key} className={classes.param}>
              <TextField aria-label={`参数${i + 1}名称`} placeholder="参数名" size="xs" maxLength={50} {...form.getInputProps(`params.${i}.name`)} />
              <TextField aria-label={`参数${i + 1}值`} placeholder="参数值" size="xs" maxLength={500} className={classes.grow} {...form.getInputProps(`params.${i}.value`)} />
              <CloseButton size="sm" aria-label={`删除参数${i + 1}`} onClick={() => form.removeListItem('params', i)} />
            </div>
          ))}
          <Button size="xs" variant="default" onClick={() => form.insertListItem('params', { key: newKey('p'), name: '', value: '' })}>
            添加参数
          </Button>
        </div>
      </Field>
      <div className={classes.full}>
        <ProductImagesField
          value={v.file_items}
          error={err.file_items}
          onChange={(files) => {
            form.setFieldValue('file_items', files);
            form.clearFieldError('file_items');
          }}
        />
      </div>
      <RichTextEditor
        label="商品详情"
        contentLabel="商品详情内容"
        fileLabel="选择详情图片"
        loadingText="商品详情编辑器加载中…"
        value={intro}
        onChange={(html) => form.setFieldValue('intro', html)}
      />
    </>
  );
}
