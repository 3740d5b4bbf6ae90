// The SKU table: one row per attribute combination with price (yuan, 2 decimals, tax included), stock and an
// image; a 批量设置 row fills every row's price and/or stock. Scrolls inside its box on a narrow screen.
import { Button, Field, TextField, UploadField } from '@ws/ui';
import { useState } from 'react';
import { emptyCell, type SkuCell, type SkuRow } from '../lib/product-form';
import classes from './goods-edit.module.css';

interface Props {
  rows: SkuRow[];
  cells: Record<string, SkuCell>;
  errors: Record<string, React.ReactNode>;
  onCell: (key: string, patch: Partial<SkuCell>) => void;
  onBatch: (patch: Partial<SkuCell>) => void;
}

export function SkuTable({ rows, cells, errors, onCell, onBatch }: Props) {
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const single = rows.length === 1 && rows[0]!.items.length === 0;
  const apply = () => {
    const patch: Partial<SkuCell> = {};
    if (price.trim() !== '') patch.price = price.trim();
    if (stock.trim() !== '') patch.stock = stock.trim();
    if (Object.keys(patch).length > 0) onBatch(patch);
  };
  return (
    <Field label="价格与库存" required description="价格单位：元（含税，最多两位小数）" className={classes.full}>
      {!single && (
        <div className={classes.batch} role="group" aria-label="批量设置">
          <strong>批量设置</strong>
          <TextField aria-label="批量价格" placeholder="价格" size="xs" style={{ width: 100 }} inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
          <TextField aria-label="批量库存" placeholder="库存" size="xs" style={{ width: 100 }} inputMode="numeric" value={stock} onChange={(e) => setStock(e.currentTarget.value)} />
          <Button size="xs" variant="light" onClick={apply}>
            应用到全部
          </Button>
        </div>
      )}
      <div className={classes.tableBox}>
        <table className={classes.skuTable}>
          <thead>
            <tr>
              {!single && <th>规格</th>}
              <th>价格（元）</th>
              <th>库存</th>
              <th>图片</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const cell = cells[r.key] ?? emptyCell();
              const label = single ? '' : r.names.join(' / ');
              return (
                <tr key={r.key} aria-label={single ? '商品价格库存' : `规格 ${label}`}>
                  {!single && <td className={classes.skuName}>{label}</td>}
                  <td>
                    <TextField
                      aria-label={single ? '价格' : `${label} 价格`}
                      size="xs"
                      style={{ minWidth: 90 }}
                      inputMode="decimal"
                      maxLength={13}
                      value={cell.price}
                      error={errors[`skus.${r.key}.price`]}
                      onChange={(e) => onCell(r.key, { price: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <TextField
                      aria-label={single ? '库存' : `${label} 库存`}
                      size="xs"
                      style={{ minWidth: 80 }}
                      inputMode="numeric"
                      maxLength={9}
                      value={cell.stock}
                      error={errors[`skus.${r.key}.stock`]}
                      onChange={(e) => onCell(r.key, { stock: e.currentTarget.value })}
                    />
                  </td>
                  <td className={classes.skuImage}>
                    <UploadField
                      label={single ? '规格图片' : `${label} 图片`}
                      buttonLabel="上传"
                      value={cell.img_url ? [{ FileName: '', FileUrl: cell.img_url }] : []}
                      onChange={(files) => onCell(r.key, { img_url: files[0]?.FileUrl ?? '' })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Field>
  );
}
