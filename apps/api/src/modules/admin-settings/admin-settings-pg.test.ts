// 系统设置 racing on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): two 超级管理员 saving one section read at the same version
// make one change and one audit row, and the other is told 该设置已被他人修改… (its values never land); the
// same for the first save of a section never saved, and for two adds of one express company code.
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminSettings, DictEntry, Items } from '@ws/api-sdk/contract';
import { adminAudit } from '../../db/schema';
import { call } from '../../../test/helpers';
import { usePgConsole } from '../../../test/pg-console';
import { havePgBinaries, requirePgInCi } from '../../../test/pg-server';

requirePgInCi('the 系统设置 race test');

const ROUNDS = 10;

describe.skipIf(!havePgBinaries)('系统设置 on PostgreSQL', () => {
  const pg = usePgConsole({
    staff: [
      { account: 'admin', name: '管理员甲', roles: ['super'] },
      { account: 'admin2', name: '管理员乙', roles: ['super'] },
    ],
  });
  const app = () => pg.app();
  const tokens = pg.tokens;
  
  const read = async () => (await call<AdminSettings>(app(), 'adminSettings', {}, { token: tokens[0] })).data;
  const audits = async (action: string) => (await pg.db().select().from(adminAudit).where(like(adminAudit.action, action))).length;

  it(`two saves of the trade limits read at the same version, ${ROUNDS} times: one lands with one audit row, the other is told`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await read()).trade;
      const payload = (i: number) => ({ version, quote_valid_days: 10 + round * 2 + i, unpaid_online_hours: 24, unpaid_offline_hours: 168 });
      const answers = await Promise.all([0, 1].map((i) => call<{ value: { quote_valid_days: number } }>(app(), 'adminSettingsTrade', payload(i), { token: tokens[i] })));
      const won = answers.filter((a) => a.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => !a.ok)?.msg).toBe('该设置已被他人修改，请刷新后再改');
      const now = (await read()).trade;
      expect(now.version).toBe(version + 1);
      expect(now.value.quote_valid_days).toBe(won[0]!.data.value.quote_valid_days);
      expect(await audits('settings.trade')).toBe(round + 1);
    }
  });

  it(`two staff adding the same express company code at once, ${ROUNDS} times: one is added, the other told 该快递公司编码已存在`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = `RACE${round}`;
      const answers = await Promise.all([0, 1].map((i) => call<DictEntry>(app(), 'adminExpressSave', { dict_value: code, dict_label: `竞速快递${round}-${i}` }, { token: tokens[i] })));
      expect(answers.filter((a) => a.ok), `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => !a.ok)?.msg).toBe('该快递公司编码已存在');
      const list = (await call<Items<DictEntry>>(app(), 'adminExpressList', {}, { token: tokens[0] })).data.items;
      expect(list.filter((e) => e.dict_value === code)).toHaveLength(1);
    }
    expect(await audits('settings.express.add')).toBe(ROUNDS);
  });
});
