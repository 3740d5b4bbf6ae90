// 所属区域: 广东省 (fixed, 440000), then the city and the district from login/listarea. Changing the city
// clears the district. One component for the enterprise forms of both apps (registration, company join,
// the enterprise upgrade).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { areasQuery, PROVINCE_CODE, type Area } from '@ws/api-sdk';

const PROVINCE_CODE_TEXT = String(PROVINCE_CODE);

const useAreas = (parentCode: string | null) =>
  useQuery({ ...areasQuery(Number(parentCode ?? 0)), enabled: parentCode !== null && parentCode !== '' });

export interface RegionChoice {
  code: string;
  name: string;
}

export interface RegionSelectProps {
  cityCode: string;
  countyCode: string;
  onCityChange(city: RegionChoice | null): void;
  onCountyChange(county: RegionChoice | null): void;
  /** 请选择所属区域, shown under the district */
  error?: string | null | undefined;
}

const options = (items: Area[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(items ?? []).map((a) => ({ value: String(a.id), label: a.name })),
];

const pick = (items: Area[] | undefined, code: string): RegionChoice | null => {
  const a = items?.find((x) => String(x.id) === code);
  return a ? { code: String(a.id), name: a.name } : null;
};

export function RegionSelect({ cityCode, countyCode, onCityChange, onCountyChange, error }: RegionSelectProps) {
  const labelId = useId();
  const cities = useAreas(PROVINCE_CODE_TEXT);
  const counties = useAreas(cityCode === '' ? null : cityCode);
  return (
    <Input.Wrapper label="所属区域" labelElement="div" id={labelId} required>
      <Group gap="xs" grow align="flex-start" role="group" aria-labelledby={`${labelId}-label`}>
        <NativeSelect aria-label="省" value={PROVINCE_CODE_TEXT} data={[{ value: PROVINCE_CODE_TEXT, label: '广东省' }]} disabled />
        <NativeSelect
          aria-label="市"
          value={cityCode}
          data={options(cities.data?.items, cities.isLoading ? '加载中…' : '请选择市')}
          onChange={(e) => onCityChange(pick(cities.data?.items, e.currentTarget.value))}
        />
        <NativeSelect
          aria-label="区"
          value={countyCode}
          data={options(counties.data?.items, counties.isLoading ? '加载中…' : '请选择区')}
          disabled={cityCode === ''}
          onChange={(e) => onCountyChange(pick(counties.data?.items, e.currentTarget.value))}
          error={error}
        />
      </Group>
    </Input.Wrapper>
  );
}
