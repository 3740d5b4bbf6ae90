// 所在地区: province, city and district, each list from listarea when it is needed: the provinces (31, the
// top level), the cities of the chosen province, the districts of the chosen city; no list of the whole country
// is loaded. The province defaults to 广东省 (440000, spec 02 §9). Changing the province clears the city and
// the district, changing the city clears the district. The messages (请选择市区, 请选择区) sit under the select
// they are about. While a list loads, a saved address still shows its names.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PROVINCE_CODE, areasQuery, type Area } from '@ws/api-sdk';

/** The default province's name (its code is the contract's PROVINCE_CODE). */
export const PROVINCE_NAME = '广东省';
/** listarea's parent of the provinces (the top level). */
const PROVINCES_PARENT = 0;

export interface AreaChoice {
  code: string;
  name: string;
}

export interface AreaCascadeProps {
  /** the province's code; '' is the default province */
  provinceCode?: string;
  provinceName?: string;
  cityCode: string;
  cityName?: string;
  countyCode: string;
  countyName?: string;
  onProvinceChange?(province: AreaChoice): void;
  onCityChange(city: AreaChoice | null): void;
  onCountyChange(county: AreaChoice | null): void;
  cityError?: string | null | undefined;
  countyError?: string | null | undefined;
  disabled?: boolean;
}

/** The select's options: the placeholder (if any), the list, and the current choice while the list is not there. */
const options = (items: Area[] | undefined, current: AreaChoice | null, placeholder: string | null) => {
  const list = (items ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const keep = current && current.code !== '' && !list.some((o) => o.value === current.code) ? [{ value: current.code, label: current.name || current.code }] : [];
  return [...(placeholder === null ? [] : [{ value: '', label: placeholder }]), ...keep, ...list];
};

const pick = (items: Area[] | undefined, code: string): AreaChoice | null => {
  const a = items?.find((x) => String(x.id) === code);
  return a ? { code: String(a.id), name: a.name } : null;
};

export function AreaCascade({
  provinceCode = '',
  provinceName = '',
  cityCode,
  cityName = '',
  countyCode,
  countyName = '',
  onProvinceChange,
  onCityChange,
  onCountyChange,
  cityError,
  countyError,
  disabled,
}: AreaCascadeProps) {
  const province = provinceCode || String(PROVINCE_CODE);
  const provinces = useQuery(areasQuery(PROVINCES_PARENT));
  const cities = useQuery(areasQuery(Number(province)));
  const counties = useQuery({ ...areasQuery(Number(cityCode || 0)), enabled: cityCode !== '' });
  const provinceItems = provinces.data?.items;
  const cityItems = cities.data?.items;
  const countyItems = counties.data?.items;
  return (
    <Group gap="xs" grow align="flex-start" wrap="wrap">
      <NativeSelect
        label="省"
        withAsterisk
        value={province}
        data={options(provinceItems, { code: province, name: provinceName || (province === String(PROVINCE_CODE) ? PROVINCE_NAME : '') }, null)}
        onChange={(e) => {
          const p = pick(provinceItems, e.currentTarget.value);
          if (p && p.code !== province) onProvinceChange?.(p);
        }}
        disabled={disabled || !onProvinceChange}
      />
      <NativeSelect
        label="市"
        withAsterisk
        value={cityCode}
        data={options(cityItems, { code: cityCode, name: cityName }, cities.isLoading ? '加载中…' : cities.isError ? '加载失败' : '请选择市')}
        onChange={(e) => onCityChange(pick(cityItems, e.currentTarget.value))}
        error={cityError}
        disabled={disabled}
      />
      <NativeSelect
        label="区"
        withAsterisk
        value={countyCode}
        data={options(countyItems, { code: countyCode, name: countyName }, counties.isLoading && cityCode !== '' ? '加载中…' : '请选择区')}
        disabled={disabled || cityCode === ''}
        onChange={(e) => onCountyChange(pick(countyItems, e.currentTarget.value))}
        error={countyError}
      />
    </Group>
  );
}
