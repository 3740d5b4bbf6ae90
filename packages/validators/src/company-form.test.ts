import { describe, expect, it } from 'vitest';
import { REGION_PROVINCE_CODE, companyCateIds, companyFormFrom, companyPayload, companyRegionPayload, emptyCompanyForm, type CompanyFormValues } from './company-form';
import { companyJoinRules, enterpriseJoinRules } from './onboarding';
import { validate } from './core';

const logo = { FileName: 'logo.png', FileUrl: 'https://oss.example.com/a/logo.png' };
const licence = { FileName: '营业执照.jpg', FileUrl: 'https://oss.example.com/a/l.jpg' };

const filled: CompanyFormValues = {
  ...emptyCompanyForm,
  cates: ['12', 'x', '0', '7'],
  name: ' 广州安信 ',
  code: ' 91440101MA5ABCDE1X ',
  city: '440100',
  city_name: '广州市',
  county: '440106',
  county_name: '天河区',
  address: ' 天河路 1 号 ',
  contact: ' 李四 ',
  phone: ' 13800000002 ',
  smscode: ' 123456 ',
  description: '简介',
  file_items: [logo],
  license_file: [licence],
  cert_file: [logo, licence],
};

describe('company form helpers', () => {
  it('keeps only positive integer category ids', () => {
    expect(companyCateIds(['3', '', 'abc', '-2', '1.5', '8'])).toEqual([3, 8]);
  });

  it('trims the text fields and sends the image lists as JSON strings', () => {
    const p = companyPayload(filled);
    expect(p).toEqual({
      cates: [12, 7],
      name: '广州安信',
      code: '91440101MA5ABCDE1X',
      contact: '李四',
      phone: '13800000002',
      smscode: '123456',
      description: '简介',
      file_items: JSON.stringify([logo]),
      license_file: JSON.stringify([licence]),
      license_name: '营业执照.jpg',
      cert_file: JSON.stringify([logo, licence]),
    });
    expect(companyPayload(emptyCompanyForm).license_name).toBe('');
  });

  it('the region is 广东省 with the chosen city and district', () => {
    const { city, county, city_name, county_name } = filled;
    expect(companyRegionPayload(filled)).toEqual({ province: REGION_PROVINCE_CODE, province_name: '广东省', city, county, city_name, county_name, address: '天河路 1 号' });
  });

  it('a stored record fills the form again, without the SMS code', () => {
    const record = { ...filled, cates: [12, 7], smscode: '999999' };
    const back = companyFormFrom(record);
    expect(back).toEqual({ ...filled, cates: ['12', '7'], smscode: '' });
  });

  it('the empty form fails the join rules with the spec messages; the enterprise join also wants the address', () => {
    const join = validate(companyJoinRules, emptyCompanyForm);
    expect(join.name).toBe('请填写企业名称');
    expect(join.address).toBeUndefined();
    expect(validate(enterpriseJoinRules, emptyCompanyForm).address).toBe('请填写地址');
    expect(validate(enterpriseJoinRules, { ...filled, phone: '13800000002', smscode: '123456' })).toEqual({});
  });
});
