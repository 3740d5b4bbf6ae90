// 所在区域: three cascading selects. 省 is fixed (广东省 440000); 市 comes from listarea under 440000,
// 区 from listarea under the chosen city's code. Changing the city clears the district.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { useId } from 'react';
import { PROVINCE_CODE, type Area } from '@ws/api-sdk';
import { useAreas } from '../api/get-areas';

export const PROVINCE_NAME = '广东省';

export interface AreaChoice {
  code: string;
  name: string;
}

interface AreaSelectProps {
  cityCode: string;
  countyCode: string;
  onCityChange(city: AreaChoice | null): void;
  onCountyChange(county: AreaChoice | null): void;
  /** the validation message (请选择所在区域), shown under the district */
  error?: string | null;
}

const options = (items: Area[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(items ?? []).map((a) => ({ value: String(a.id), label: a.name })),
];

const pick = (items: Area[] | undefined, code: string): AreaChoice | null => {
  const a = items?.find((x) => String(x.id) === code);
  return a ? { code: String(a.id), name: a.name } : null;
};

export function AreaSelect({ cityCode, countyCode, onCityChange, onCountyChange, error }: AreaSelectProps) {
  const labelId = useId();
  const cities = useAreas(String(PROVINCE_CODE));
  const counties = useAreas(cityCode === '' ? null : cityCode);

  return (
    <Input.Wrapper label="所在区域" labelElement="div" id={labelId}>
      <Group gap="xs" grow align="flex-start" role="group" aria-labelledby={`${labelId}-label`}>
        <NativeSelect aria-label="省" value={String(PROVINCE_CODE)} data={[{ value: String(PROVINCE_CODE), label: PROVINCE_NAME }]} disabled />
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
