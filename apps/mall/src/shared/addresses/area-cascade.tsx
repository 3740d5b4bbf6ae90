// 所在地区: province fixed to 广东省 (440000), city from listarea under 440000, district from listarea under
// the chosen city. Changing the city clears the district. The messages (请选择市区, 请选择区) sit under the
// select they are about.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PROVINCE_CODE, areasQuery, type Area } from '@ws/api-sdk';

export const PROVINCE_NAME = '广东省';

export interface AreaChoice {
  code: string;
  name: string;
}

export interface AreaCascadeProps {
  cityCode: string;
  countyCode: string;
  onCityChange(city: AreaChoice | null): void;
  onCountyChange(county: AreaChoice | null): void;
  cityError?: string | null | undefined;
  countyError?: string | null | undefined;
  disabled?: boolean;
}

const options = (items: Area[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(items ?? []).map((a) => ({ value: String(a.id), label: a.name })),
];

const pick = (items: Area[] | undefined, code: string): AreaChoice | null => {
  const a = items?.find((x) => String(x.id) === code);
  return a ? { code: String(a.id), name: a.name } : null;
};

export function AreaCascade({ cityCode, countyCode, onCityChange, onCountyChange, cityError, countyError, disabled }: AreaCascadeProps) {
  const cities = useQuery(areasQuery(PROVINCE_CODE));
  const counties = useQuery({ ...areasQuery(Number(cityCode || 0)), enabled: cityCode !== '' });
  // a saved address whose city is not in the list yet still shows its code until the list arrives
  const cityItems = cities.data?.items;
  const countyItems = counties.data?.items;
  return (
    <Group gap="xs" grow align="flex-start" wrap="wrap">
      <NativeSelect label="省" value={String(PROVINCE_CODE)} data={[{ value: String(PROVINCE_CODE), label: PROVINCE_NAME }]} disabled />
      <NativeSelect
        label="市"
        withAsterisk
        value={cityCode}
        data={options(cityItems, cities.isLoading ? '加载中…' : cities.isError ? '加载失败' : '请选择市')}
        onChange={(e) => onCityChange(pick(cityItems, e.currentTarget.value))}
        error={cityError}
        disabled={disabled}
      />
      <NativeSelect
        label="区"
        withAsterisk
        value={countyCode}
        data={options(countyItems, counties.isLoading && cityCode !== '' ? '加载中…' : '请选择区')}
        disabled={disabled || cityCode === ''}
        onChange={(e) => onCountyChange(pick(countyItems, e.currentTarget.value))}
        error={countyError}
      />
    </Group>
  );
}
