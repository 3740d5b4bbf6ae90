// The business dictionaries (spec 02 §3 Dictionary entry): the entries of @ws/api-sdk's contract
// (contract/dictionary-entries.ts), which the mock fixtures answer too.
import { DICTIONARY } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const dictionarySeeds = () =>
  Object.values(DICTIONARY)
    .flat()
    .map((e) => ({ dictCode: e.dict_code, dictType: e.dict_type, dictValue: e.dict_value, dictLabel: e.dict_label, dictSort: e.dict_sort }));

export async function seedDictionaries(tx: Tx | Db): Promise<number> {
  const rows = dictionarySeeds();
  await tx.insert(dictData).values(rows);
  return rows.length;
}
