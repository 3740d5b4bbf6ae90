// Videos, lives, courseware and management systems (spec 01 §3).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../../config';
import type { FileItem } from '../../db/schema';
import { AssetList } from '../assets';
import { documentPdfAsset } from '../pdf';
import { Rng, time2026 } from '../random';
import { coverSvg, paletteAt, type Motif } from '../svg';
import { MEDIA_CATEGORIES } from './categories';
import { courseHandout, managementTemplate } from './documents';
import { dayFrom, seedDayOf, type SeedDay } from './seed-day';

export interface MediaSeed {
  kind: 'video' | 'live' | 'course' | 'management';
  name: string;
  fileUrl: string;
  cover: string;
  cateId: number;
  clickAmount: number;
  author: string;
  description: string;
  intro: string;
  resourceItems: FileItem[];
  createTime: string;
}

export const mediaAssets = new AssetList();

/**
 * Real demo clips (10 s, 320x180, 15 fps, VP8 + Opus in WebM, about 85 KB each), committed binaries in
 * apps/api/assets/seed/. They were generated once with ffmpeg 5.1 (Debian 12); nothing in the build or
 * the tests needs ffmpeg. For each (file, colour, title):
 *
 *   ffmpeg -y -f lavfi -i "color=c=0x1c5fb8:s=320x180:r=15:d=10" \
 *     -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=10" \
 *     -vf "drawtext=font='Noto Sans CJK SC':text='安全生产 · 示范视频':fontcolor=white:fontsize=22:x=(w-tw)/2:y=52,\
 *          drawtext=font='Noto Sans CJK SC':text='%{pts\:hms}':fontcolor=white@0.9:fontsize=18:x=(w-tw)/2:y=104,\
 *          drawbox=x='mod(t*48\,300)':y=150:w=20:h=8:color=white@0.8:t=fill" \
 *     -af "volume=0.05" -ac 1 -c:v libvpx -b:v 90k -crf 30 -g 30 -deadline good -cpu-used 2 -auto-alt-ref 0 \
 *     -c:a libopus -b:a 24k -shortest video-clip-1.webm
 *
 * with 0xb8431c '消防安全 · 示范视频' -> video-clip-2.webm and 0x1c8a5f '应急演练 · 直播回放' -> video-clip-3.webm.
 * The asset "renders" as the committed bytes, so generate-assets.ts keeps them as they are.
 */
const VIDEO_CLIPS = ['video-clip-1.webm', 'video-clip-2.webm', 'video-clip-3.webm'] as const;
const clipUrl = (n: number): string => {
  const file = VIDEO_CLIPS[n % VIDEO_CLIPS.length]!;
  return mediaAssets.add(file, () => readFileSync(path.join(ASSETS_DIR, 'seed', file)));
};

/** Which items play a real clip: most videos (two stay without a file: 该视频暂不能播放), the older lives (replays). */
const clipOf = (kind: MediaSeed['kind'], i: number): string => {
  if (kind === 'video') return i % 5 === 4 ? '' : clipUrl(i);
  if (kind === 'live') return i < 7 ? clipUrl(i + 2) : '';
  return '';
};

/** [name, category index within the kind's group, author] */
const VIDEOS: [string, number, string][] = [
  ['新《安全生产法》十大亮点解读', 0, '陈志强'],
  ['灭火器的正确使用方法', 1, '李建国'],
  ['有限空间作业安全警示片', 0, '胡永平'],
  ['职业病防护用品的正确佩戴', 2, '王海燕'],
  ['电梯困人应急处置演示', 3, '张伟明'],
  ['企业应急预案桌面推演实录', 4, '吴俊杰'],
  ['粉尘涉爆企业安全检查要点', 0, '胡永平'],
  ['高层建筑火灾逃生自救', 1, '高建军'],
  ['叉车安全操作规范', 3, '宋国庆'],
  ['危化品泄漏应急处置演练', 4, '冯志远'],
  ['噪声作业场所的听力保护', 2, '朱红梅'],
  ['消防控制室值班操作规程', 1, '孙佳慧'],
  ['起重吊装作业十不吊', 3, '马振宇'],
];

const LIVES: [string, number, string][] = [
  ['专家在线：工贸企业重大事故隐患判定', 0, '郭晓峰'],
  ['政策宣讲：广东省安全生产条例修订', 1, '赵六'],
  ['案例复盘：喷漆房火灾事故', 2, '高建军'],
  ['专家在线：消防设施维保常见问题', 0, '曾庆华'],
  ['政策宣讲：安全生产责任保险', 1, '何敏'],
  ['案例复盘：有限空间中毒事故', 2, '胡永平'],
  ['专家在线：职业病危害因素检测答疑', 0, '朱红梅'],
  ['政策宣讲：安全生产费用提取和使用', 1, '徐立新'],
  ['专家在线：雷雨季节防雷安全', 0, '林国栋'],
  ['案例复盘：锂电池仓库火灾', 2, '谢雨婷'],
];

const COURSES: [string, number, string][] = [
  ['安全生产法律法规基础', 0, '韩雪'],
  ['企业安全风险分级管控实务', 1, '赵六'],
  ['建筑防火基础知识', 2, '李建国'],
  ['职业卫生管理人员必修课', 3, '周文华'],
  ['电气安全技术基础', 1, '郭晓峰'],
  ['消防安全“四个能力”建设', 2, '孙佳慧'],
  ['危险化学品安全管理', 1, '冯志远'],
  ['生产安全事故调查与分析', 0, '许明辉'],
  ['粉尘与噪声职业危害防控', 3, '彭丽'],
  ['特种设备使用单位主体责任', 1, '张伟明'],
];

const MANAGEMENT: [string, number, string][] = [
  ['全员安全生产责任制（模板）', 0, '平台编辑部'],
  ['安全生产教育培训制度', 0, '平台编辑部'],
  ['动火作业安全管理规程', 1, '平台编辑部'],
  ['有限空间作业安全操作规程', 1, '平台编辑部'],
  ['生产安全事故综合应急预案（范本）', 2, '平台编辑部'],
  ['消防安全管理制度汇编', 0, '平台编辑部'],
  ['职业病危害告知与警示制度', 3, '平台编辑部'],
  ['劳动防护用品管理制度', 3, '平台编辑部'],
  ['隐患排查治理制度', 0, '平台编辑部'],
  ['应急演练计划与评估表', 2, '平台编辑部'],
];

const VIDEO_MOTIFS: Motif[] = ['shield', 'flame', 'cross', 'gear', 'bolt'];

const KIND_STYLE: Record<MediaSeed['kind'], { tag: string; motif: Motif; days: number }> = {
  video: { tag: '视频', motif: 'play', days: 24 },
  live: { tag: '直播', motif: 'people', days: 30 },
  course: { tag: '课件', motif: 'doc', days: 28 },
  management: { tag: '管理体系', motif: 'gear', days: 29 },
};

/**
 * When each live takes place, in days from the seed day: the recorded ones (replays, clipOf) in the past
 * months, one over without a recording, two still to come. A live from last month is never "not started".
 */
const LIVE_DAYS = [-200, -170, -140, -110, -80, -55, -35, -20, 4, 11];

function mediaOf(kind: MediaSeed['kind'], rows: [string, number, string][], rng: Rng, today: SeedDay): MediaSeed[] {
  const cates = MEDIA_CATEGORIES[kind];
  const style = KIND_STYLE[kind];
  return rows.map(([name, c, author], i) => {
    const cate = cates[c]!;
    // videos get their category's motif: a play symbol in the art would stand beside the site's own
    const art = kind === 'video' ? VIDEO_MOTIFS[c % VIDEO_MOTIFS.length]! : style.motif;
    const cover = mediaAssets.add(`${kind}-${i + 1}.svg`, () =>
      coverSvg({ title: name, tag: `${style.tag} · ${cate.cateName}`, palette: paletteAt(i + c), motif: art }),
    );
    const resourceItems: FileItem[] = [];
    if (kind === 'management' || kind === 'course') {
      const file = `${kind}-${i + 1}.pdf`;
      const url = mediaAssets.add(file, () => documentPdfAsset(file, kind === 'management' ? managementTemplate(name) : courseHandout(name, author)));
      resourceItems.push({ FileName: `${name}.pdf`, FileUrl: url });
    }
    const lead =
      kind === 'management'
        ? `本文件为《${name}》，适用于广州、东莞地区工贸企业，可结合企业实际修改后发布执行。`
        : `本期${style.tag}“${name}”由${author}主讲，结合典型案例讲解相关要求和实操要点。`;
    return {
      kind,
      name,
      fileUrl: clipOf(kind, i),
      cover,
      cateId: cate.cateId,
      clickAmount: rng.int(120, 9800),
      author,
      description: lead.slice(0, 60),
      intro: [
        `<p>${lead}</p>`,
        '<h3>内容要点</h3>',
        '<ul><li>相关法律法规和标准要求</li><li>常见问题与典型隐患</li><li>现场实操要点与注意事项</li></ul>',
        '<p><strong>适用对象：</strong>企业主要负责人、安全管理人员及一线员工。</p>',
      ].join('\n'),
      resourceItems,
      createTime:
        kind === 'live' ? dayFrom(today, LIVE_DAYS[i] ?? -i, 19 + (i % 2), i % 2 ? 30 : 0) : time2026(8 + i * style.days, 10 + (i % 7), (i * 11) % 60),
    };
  });
}

export function mediaSeeds(today: SeedDay = seedDayOf()): MediaSeed[] {
  const rng = new Rng(9090);
  return [
    ...mediaOf('video', VIDEOS, rng, today),
    ...mediaOf('live', LIVES, rng, today),
    ...mediaOf('course', COURSES, rng, today),
    ...mediaOf('management', MANAGEMENT, rng, today),
  ];
}
