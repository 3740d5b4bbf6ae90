import { describe, expect, it } from 'vitest';
import { emptyProduct, readCompany, readProduct, toInquiryPayload, validateProduct } from './draft';

const img = [{ FileName: 'a.jpg', FileUrl: '/u/a.jpg' }];

describe('inquiry draft', () => {
  it('checks a product with the spec messages', () => {
    expect(validateProduct(emptyProduct)).toEqual({ product_name: '请填写产品名称', product_img: '请上传图片' });
    expect(validateProduct({ ...emptyProduct, product_name: '灭火器', product_img: img, quantity: 0 })).toEqual({ quantity: '数量至少为1' });
    expect(validateProduct({ ...emptyProduct, product_name: '灭火器', product_img: img, expected_price: '12.5' })).toEqual({ expected_price: '期望价格只能填写数字' });
    expect(validateProduct({ ...emptyProduct, product_name: '灭火器', product_img: img, expected_price: '120' })).toEqual({});
  });

  it('reads the product a mall 询价 names: name, 商品编码 as the description, a sane quantity', () => {
    expect(readProduct(new URLSearchParams('company_id=7'))).toBeNull();
    expect(readProduct(new URLSearchParams('product_name=%E7%81%AD%E7%81%AB%E5%99%A8&pcode=P1&quantity=5'))).toEqual({
      ...emptyProduct,
      product_name: '灭火器',
      product_describe: '商品编码：P1',
      quantity: 5,
    });
    expect(readProduct(new URLSearchParams('product_name=x&quantity=-3'))?.quantity).toBe(1);
    expect(readProduct(new URLSearchParams('product_name=x&quantity=abc'))).toMatchObject({ quantity: 1, product_describe: '' });
  });

  it('reads the company from either spelling of the query', () => {
    expect(readCompany(new URLSearchParams('company_id=7&company_name=%E5%AE%89%E4%BF%A1'))).toEqual({ id: 7, name: '安信' });
    expect(readCompany(new URLSearchParams('companyId=8&companyName=x'))).toEqual({ id: 8, name: 'x' });
    expect(readCompany(new URLSearchParams('company_id=abc'))).toEqual({ id: null, name: '' });
    expect(readCompany(new URLSearchParams('company_id=0'))).toEqual({ id: null, name: '' });
  });

  it('sends the products as the spec JSON text', () => {
    const payload = toInquiryPayload(3, [{ key: 1, product_name: ' 安全帽 ', product_describe: '', quantity: '5', expected_price: '', product_img: img }]);
    expect(payload.company_ids).toBe('3');
    expect(toInquiryPayload(3, [], [5, 3, 9]).company_ids).toBe('3,5,9');
    expect(JSON.parse(payload.product_list as string)).toEqual([{ product_name: '安全帽', product_describe: '', quantity: 5, expected_price: '', product_img: img }]);
  });
});
