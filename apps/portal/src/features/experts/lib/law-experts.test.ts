import { lawRecommendIds, storedLawRecommendIds } from './law-experts';

describe('lawRecommendIds', () => {
  it('keeps recommend ids and maps law categories 122–127 to their field', () => {
    expect(lawRecommendIds('36')).toEqual([36]);
    expect(lawRecommendIds('39,1902')).toEqual([39, 1902]);
    expect(lawRecommendIds('[122, 123]')).toEqual([39, 36]);
    expect(lawRecommendIds('124,125,126,127')).toEqual([38, 37, 1902]);
    expect(lawRecommendIds('"38"')).toEqual([38]);
  });

  it('drops what maps to nothing', () => {
    for (const raw of [null, undefined, '', '0', '9999', 'abc', '-36', '36.5', 'undefined']) expect(lawRecommendIds(raw)).toEqual([]);
    expect(lawRecommendIds('9999,37')).toEqual([37]);
  });

  it('reads session storage lawId', () => {
    expect(storedLawRecommendIds()).toEqual([]);
    sessionStorage.setItem('lawId', '123');
    expect(storedLawRecommendIds()).toEqual([36]);
  });
});
