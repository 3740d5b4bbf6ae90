import { PRODUCT_DETAIL } from '@ws/api-sdk/mocks';
import { describe, expect, it } from 'vitest';
import { fenToYuan, formatPriceRange, toFen } from './price';
import { findSku, initialPicks, itemAvailable, minQuantity, pickNames, skuKey } from './sku';

describe('price formatting', () => {
  it('shows ¥ and two decimals, nothing for visitors', () => {
    expect(formatPriceRange('35.00', '60.00')).toBe('¥35.00 - ¥60.00');
    expect(formatPriceRange('35.00', '35.00')).toBe('¥35.00');
    expect(formatPriceRange('', '')).toBe('');
    expect(toFen('0.10') * 3).toBe(30);
    expect(fenToYuan(toFen('19.99') * 3)).toBe('59.97');
  });
});

describe('SKU picking', () => {
  it('keys ids ascending whatever the pick order', () => {
    expect(skuKey([4, 1])).toBe('1,4');
    expect(findSku(PRODUCT_DETAIL, [1, 4])?.att_item_names).toBe('黄色,带护目镜款');
    expect(findSku(PRODUCT_DETAIL, [2, 3])?.price).toBe('35.00');
    expect(findSku(PRODUCT_DETAIL, [2, null])).toBeNull();
  });

  it('marks an item unavailable when its combination is sold out, and opens on a buyable pick', () => {
    expect(itemAvailable(PRODUCT_DETAIL, [2, 3], 1, 4)).toBe(false);
    expect(itemAvailable(PRODUCT_DETAIL, [1, 3], 1, 4)).toBe(true);
    expect(initialPicks(PRODUCT_DETAIL)).toEqual([1, 3]);
    expect(pickNames(PRODUCT_DETAIL, [2, 4])).toBe('红色,带护目镜款');
    expect(minQuantity(PRODUCT_DETAIL)).toBe(2);
    expect(minQuantity({ min_amount: 0 })).toBe(1);
  });

  it('a product without attributes has its one SKU', () => {
    const plain = { att: [], skus: [{ id: 5, att_item_ids: '', att_item_names: '', price: '9.00', stock: 3, img_url: '' }] };
    expect(findSku(plain, [])?.id).toBe(5);
  });
});
