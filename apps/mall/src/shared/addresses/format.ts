import type { Address } from '@ws/api-sdk';

/** One line of an address: 广东省 广州市 天河区 天河路 385 号 */
export const formatAddress = (a: Pick<Address, 'province_name' | 'city_name' | 'county_name' | 'address'>): string =>
  [a.province_name, a.city_name, a.county_name, a.address].filter(Boolean).join(' ');

