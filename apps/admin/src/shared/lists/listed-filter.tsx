// The 状态 filter of a list whose rows are on the portal or taken off it (专家管理, 企业管理): 全部 / 已上架 /
// 已下架, kept in the URL as listed= '' | '1' | '0'.
import edit from './edit.module.css';

const LISTED_VALUES = { '': -1, '1': 1, '0': 0 } as const;

/** The URL's listed= as the list call takes it: -1 every row, 1 on the portal, 0 taken off. */
export const listedOf = (value: string): -1 | 0 | 1 => LISTED_VALUES[value as keyof typeof LISTED_VALUES] ?? -1;

export function ListedFilter({ listed, onChange }: { listed: -1 | 0 | 1; onChange: (value: string) => void }) {
  return (
    <label className={edit.select}>
      状态
      <select value={listed === -1 ? '' : String(listed)} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">全部</option>
        <option value="1">已上架</option>
        <option value="0">已下架</option>
      </select>
    </label>
  );
}
