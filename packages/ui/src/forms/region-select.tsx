// 所属区域: 广东省 (fixed, 440000), then the city and the district from login/listarea. Changing the city
// clears the district. One component for the region of every form of both apps (the enterprise forms, the
// member registration's 所在区域).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { areasQuery, PROVINCE_CODE, type Area } from '@ws/api-sdk';
import { REGION_PROVINCE_NAME } from '@ws/validators/company-form';

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
  /** 请选择所属区域 (请选择所在区域 on the member registration), shown under the district */
  error?: string | null | undefined;
  /** the group's label: 所属区域 on the enterprise forms, 所在区域 on the member registration */
  label?: string;
  /** marks the group as required (default true) */
  required?: boolean;
}

const options = (items: Area[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(items ?? []).map((a) => ({ value: String(a.id), label: a.name })),
];

const pick = (items: Area[] | undefined, code: string): RegionChoice | null => {
  const a = items?.find((x) => String(x.id) === code);
  return a ? { code: String(a.id), name: a.name } : null;
};

export function RegionSelect({ cityCode, countyCode, onCityChange, onCountyChange, error, label = '所属区域', required = true }: RegionSelectProps) {
  const labelId = useId();
  const cities = useAreas(PROVINCE_CODE_TEXT);
  const counties = useAreas(cityCode === '' ? null : cityCode);
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} required={required}>
      <Group gap="xs" grow align="flex-start" role="group" aria-labelledby={`${labelId}-label`}>
        <NativeSelect aria-label="省" value={PROVINCE_CODE_TEXT} data={[{ value: PROVINCE_CODE_TEXT, label: REGION_PROVINCE_NAME }]} disabled />
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
