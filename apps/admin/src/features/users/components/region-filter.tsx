// 地区 of the member list: a Guangdong city, then (optionally) one of its districts / towns, from the same
// area dictionary as the registration form (login/listarea). The URL keeps one code: the district's when
// one is chosen, else the city's ('' : anywhere).
import { useQuery } from '@tanstack/react-query';
import { areasQuery, PROVINCE_CODE } from '@ws/api-sdk';
import { cityOf } from '../lib/params';
import classes from './users.module.css';

export function RegionFilter({ value, onChange }: { value: string; onChange(code: string): void }) {
  const city = cityOf(value);
  const cities = useQuery(areasQuery(PROVINCE_CODE));
  const counties = useQuery({ ...areasQuery(Number(city || 0)), enabled: city !== '' });
  return (
    <span className={classes.select}>
      <label className={classes.select}>
        地区
        <select value={city} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{cities.isLoading ? '加载中…' : '全部'}</option>
          {(cities.data?.items ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      {city !== '' && (
        <select aria-label="区 / 镇" value={value === city ? '' : value} onChange={(e) => onChange(e.currentTarget.value || city)}>
          <option value="">{counties.isLoading ? '加载中…' : '全部区镇'}</option>
          {(counties.data?.items ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}
