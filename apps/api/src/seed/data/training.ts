// Trainings (spec 01 §3 Training), dated relative to the day the seed runs.
import { AssetList } from '../assets';
import { coverSvg, paletteAt } from '../svg';
import { TRAIN_CATEGORIES } from './categories';
import { dayFrom, seedDayOf, type SeedDay } from './seed-day';

export interface TrainingSeed {
  name: string;
  price: string;
  cateId: number;
  startTime: string;
  endTime: string;
  intro: string;
  cover: string;
  createTime: string;
}

export const trainingAssets = new AssetList();

/** [name, category index, price] */
const TRAININGS: [string, number, string][] = [
  ['低压电工作业（特种作业操作证）培训班', 0, '980.00'],
  ['高处作业（登高架设）培训班', 0, '880.00'],
  ['焊接与热切割作业培训班', 0, '1080.00'],
  ['叉车司机（N1）培训班', 0, '780.00'],
  ['主要负责人安全生产知识和管理能力培训', 1, '1200.00'],
  ['安全生产管理人员培训（初训）', 1, '1200.00'],
  ['安全生产管理人员培训（复训）', 1, '600.00'],
  ['危险化学品安全管理人员培训', 1, '1380.00'],
  ['注册安全工程师考前辅导：法律法规', 2, '1980.00'],
  ['注册安全工程师考前辅导：安全生产技术基础', 2, '1980.00'],
  ['注册安全工程师考前辅导：案例分析', 2, '2980.00'],
  ['消防设施操作员（初级）培训', 3, '1680.00'],
  ['消防设施操作员（中级）培训', 3, '2380.00'],
  ['职业健康管理员培训', 4, '980.00'],
  ['企业职业卫生管理人员培训', 4, '880.00'],
  ['有限空间作业安全培训', 1, '380.00'],
];

/**
 * The start of each training in days from the seed day (the order of TRAININGS): every category has
 * classes that have ended and classes still open for enrolment, whatever day the seed runs.
 */
const TRAINING_START_DAYS = [-150, -60, 12, 40, -120, -30, 20, 55, -90, 25, 70, -75, 18, -45, 30, 8];

export function trainingSeeds(today: SeedDay = seedDayOf()): TrainingSeed[] {
  return TRAININGS.map(([name, c, price], i) => {
    const cate = TRAIN_CATEGORIES[c]!;
    const startDay = TRAINING_START_DAYS[i] ?? -i;
    // published two weeks before the start, and never after the seed day
    const publishDay = Math.min(startDay - 15, -1 - (i % 5));
    const cover = trainingAssets.add(`training-${i + 1}.svg`, () =>
      coverSvg({ title: name, tag: `培训 · ${cate.cateName}`, palette: paletteAt(i + 3), motif: c === 3 ? 'flame' : c === 4 ? 'cross' : 'helmet' }),
    );
    return {
      name,
      price,
      cateId: cate.cateId,
      startTime: dayFrom(today, startDay, 9, 0),
      endTime: dayFrom(today, startDay + 2 + (i % 4), 17, 30),
      intro: [
        `<p><strong>${name}</strong>由平台合作培训机构在广州、东莞两地开班，理论学习与实操训练相结合。</p>`,
        '<h3>培训对象</h3>',
        `<p>${c === 0 ? '从事相应特种作业的人员，年满18周岁，初中及以上文化程度。' : '企业主要负责人、安全生产管理人员及相关岗位人员。'}</p>`,
        '<h3>课程安排</h3>',
        '<ol><li>法律法规与安全管理知识</li><li>专业技术理论</li><li>实际操作训练</li><li>考核与发证</li></ol>',
        '<p>报名时请准备身份证、学历证明及一寸免冠照片。</p>',
      ].join('\n'),
      cover,
      createTime: dayFrom(today, publishDay, 10, (i * 7) % 60),
    };
  });
}
