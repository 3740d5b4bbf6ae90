import { paths } from '@ws/routes';

describe('company links', () => {
  it('the inquiry link of a company encodes its name', () => {
    expect(paths.inquiry({ company_id: 7, company_name: '广州安信&Co' })).toBe(`/inquiry?company_id=7&company_name=${encodeURIComponent('广州安信&Co')}`);
  });
});
