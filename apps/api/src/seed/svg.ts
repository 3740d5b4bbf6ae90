// Small SVG pictures for the demo content: gradient backgrounds, simple shapes and a short Chinese caption
// in a system font. No outside URLs, no script.

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const PALETTES: Palette[] = [
  { from: '#0b5cad', to: '#2f8cf0', accent: '#ffd24d' },
  { from: '#c62828', to: '#ef6c4a', accent: '#fff3c4' },
  { from: '#0f7b5f', to: '#35b58a', accent: '#e9fff4' },
  { from: '#5b3cc4', to: '#8a6cf0', accent: '#ffe082' },
  { from: '#b35c00', to: '#f0a030', accent: '#fff8e1' },
  { from: '#1f3b57', to: '#3d6d94', accent: '#9fe3ff' },
  { from: '#00796b', to: '#26a69a', accent: '#fff59d' },
  { from: '#8e244d', to: '#d5577e', accent: '#ffe4ec' },
];

export const paletteAt = (i: number): Palette => PALETTES[((i % PALETTES.length) + PALETTES.length) % PALETTES.length] as Palette;

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Shapes that hint at the topic, drawn in the accent colour inside a 100×100 box at (x, y) scaled by s. */
export type Motif = 'shield' | 'flame' | 'gear' | 'helmet' | 'doc' | 'play' | 'bolt' | 'leaf' | 'people' | 'box' | 'chart' | 'cross';

function motif(kind: Motif, x: number, y: number, s: number, color: string): string {
  const t = `transform="translate(${x} ${y}) scale(${s})"`;
  const f = `fill="${color}"`;
  const st = `fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'shield':
      return `<g ${t}><path ${f} opacity=".9" d="M50 4 88 18v30c0 24-16 40-38 48C28 88 12 72 12 48V18z"/><path d="M32 50l13 13 24-26" ${st.replace(color, '#ffffff')}/></g>`;
    case 'flame':
      return `<g ${t}><path ${f} d="M52 4c6 20 30 30 30 58 0 20-15 34-32 34S18 82 18 62c0-16 10-24 14-36 6 10 6 18 12 22 2-18 2-30 8-44z"/></g>`;
    case 'gear':
      return `<g ${t}><circle cx="50" cy="50" r="30" ${st}/><circle cx="50" cy="50" r="10" ${f}/>${[0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => `<rect x="45" y="6" width="10" height="16" rx="2" ${f} transform="rotate(${a} 50 50)"/>`)
        .join('')}</g>`;
    case 'helmet':
      return `<g ${t}><path ${f} d="M14 70c0-26 16-46 36-46s36 20 36 46z"/><rect x="6" y="68" width="88" height="12" rx="6" ${f}/><rect x="44" y="16" width="12" height="30" rx="5" fill="#ffffff" opacity=".5"/></g>`;
    case 'doc':
      return `<g ${t}><path ${f} d="M20 6h42l20 20v68H20z"/><path d="M32 40h38M32 54h38M32 68h26" ${st.replace(color, '#ffffff')}/></g>`;
    case 'play':
      return `<g ${t}><circle cx="50" cy="50" r="44" ${f} opacity=".9"/><path d="M40 30l30 20-30 20z" fill="#ffffff"/></g>`;
    case 'bolt':
      return `<g ${t}><path ${f} d="M58 4 20 56h26l-8 40 42-56H52z"/></g>`;
    case 'leaf':
      return `<g ${t}><path ${f} d="M16 84C16 36 46 12 90 10c0 48-24 78-66 78z"/><path d="M22 82C40 60 56 44 76 28" ${st.replace(color, '#ffffff')}/></g>`;
    case 'people':
      return `<g ${t}><circle cx="34" cy="34" r="14" ${f}/><circle cx="68" cy="34" r="14" ${f}/><path ${f} d="M8 88c0-18 12-30 26-30s26 12 26 30zM42 88c0-18 12-30 26-30s26 12 26 30z"/></g>`;
    case 'box':
      return `<g ${t}><path ${f} d="M50 6 90 26v48L50 94 10 74V26z"/><path d="M10 26l40 20 40-20M50 46v48" ${st.replace(color, '#ffffff')}/></g>`;
    case 'chart':
      return `<g ${t}><rect x="12" y="56" width="16" height="34" ${f}/><rect x="42" y="36" width="16" height="54" ${f}/><rect x="72" y="14" width="16" height="76" ${f}/></g>`;
    case 'cross':
      return `<g ${t}><rect x="8" y="8" width="84" height="84" rx="16" ${f}/><path d="M50 26v48M26 50h48" ${st.replace(color, '#ffffff').replace('stroke-width="7"', 'stroke-width="14"')}/></g>`;
  }
}

const gradient = (id: string, p: Palette, vertical = false) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`;

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${body}</svg>\n`;

/**
 * A wide banner: gradient, decorative circles, a big title and a subtitle. The text keeps to the left half
 * (from 10 % to at most 60 % of the width; the carousel's arrow sits left of it) and the motif to 64–82 %:
 * the site shows banners with object-fit: cover anchored left, so a frame narrower than the art (a phone,
 * the home carousel) cuts the right side, never the first characters.
 */
export function bannerSvg(o: { w: number; h: number; title: string; subtitle: string; palette: Palette; motif: Motif }): string {
  const { w, h, palette: p } = o;
  const vertical = h > w;
  const titleSize = Math.round(Math.min(((vertical ? 0.86 : 0.5) * w) / [...o.title].length, h / 4.2));
  const subSize = Math.round(titleSize * 0.42);
  const tx = vertical ? w / 2 : w * 0.1;
  const anchor = vertical ? 'middle' : 'start';
  const ty = vertical ? h * 0.62 : h * 0.46;
  const m = vertical
    ? motif(o.motif, w / 2 - w * 0.22, h * 0.16, (w * 0.44) / 100, p.accent)
    : motif(o.motif, w * 0.64, h * 0.22, Math.min(h * 0.5, w * 0.18) / 100, p.accent);
  return svg(
    w,
    h,
    `${gradient('g', p, vertical)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.9}" cy="${h * 0.1}" r="${h * 0.5}" fill="#ffffff" opacity=".08"/><circle cx="${w * 0.05}" cy="${h}" r="${h * 0.4}" fill="#ffffff" opacity=".06"/>` +
      m +
      `<text x="${tx}" y="${ty}" text-anchor="${anchor}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${esc(o.title)}</text>` +
      `<text x="${tx}" y="${ty + subSize * 2}" text-anchor="${anchor}" font-family="${FONT}" font-size="${subSize}" fill="${p.accent}">${esc(o.subtitle)}</text>`,
    o.title,
  );
}

const LATIN = /[A-Za-z0-9]/;
const NO_LINE_START = new Set([...'）)】》」』，。、：；！？·']);
const NO_LINE_END = new Set([...'（(【《「『']);

/** Where to break `chars` into two lines: the first good place from `from` up to `max`, else back from `from`. */
function lineBreak(chars: string[], from: number, max: number): number {
  const ok = (k: number) =>
    k > 0 &&
    k < chars.length &&
    !(LATIN.test(chars[k - 1]!) && LATIN.test(chars[k]!)) &&
    !NO_LINE_START.has(chars[k]!) &&
    !NO_LINE_END.has(chars[k - 1]!);
  for (let k = from; k <= max; k++) if (ok(k)) return k;
  for (let k = from - 1; k > 0; k--) if (ok(k)) return k;
  return from;
}

/**
 * A cover for a video, live, course, training (16:9, the cards' and the detail's frame) or an article
 * (pass w/h for other frames): gradient, motif, caption in up to two lines, tag. Everything readable stays
 * inside a safe area that the site's overlays leave free: nothing in the top-left corner (the 直播 badge)
 * or the bottom-right corner (the play symbol), and a margin of 7 % on every side, so a frame of a slightly
 * different shape (object-fit: cover) cuts no text.
 */
export function coverSvg(o: { title: string; tag: string; palette: Palette; motif: Motif; w?: number; h?: number }): string {
  const w = o.w ?? 480;
  const h = o.h ?? 270;
  const p = o.palette;
  const u = Math.min(w / 480, h / 270);
  const left = Math.round(w * 0.07);
  // the caption: left column up to 62 % of the width, lines of at most `perLine` characters
  const titleSize = Math.round(26 * u);
  const perLine = Math.max(4, Math.floor((w * 0.62 - left) / titleSize));
  const chars = [...o.title];
  // two lines of about the same length, not breaking inside a Latin word or number nor before a closing
  // mark; a longer caption ends with …
  const first = chars.length <= perLine ? chars.length : lineBreak(chars, Math.min(perLine, Math.ceil(chars.length / 2)), perLine);
  const rest = chars.slice(first);
  const lines = [chars.slice(0, first).join(''), rest.length > perLine ? `${rest.slice(0, perLine - 1).join('')}…` : rest.join('')].filter(Boolean);
  const lineGap = Math.round(titleSize * 1.4);
  // the caption's last baseline at 68 % of the height: above the tag, below the badge
  const lastBaseline = Math.round(h * 0.68);
  const firstBaseline = lastBaseline - (lines.length - 1) * lineGap;
  const tagSize = Math.round(14 * u);
  const tagH = Math.round(tagSize * 1.9);
  const tagW = Math.round([...o.tag].length * tagSize + tagSize * 1.4);
  const tagY = Math.round(h * 0.8) - tagH / 2;
  const motifSize = h * 0.34;
  return svg(
    w,
    h,
    `${gradient('g', p)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.86}" cy="${h * 0.22}" r="${h * 0.36}" fill="#ffffff" opacity=".08"/>` +
      motif(o.motif, w * 0.9 - motifSize, h * 0.14, motifSize / 100, p.accent) +
      lines
        .map(
          (l, i) =>
            `<text x="${left}" y="${firstBaseline + i * lineGap}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${esc(l)}</text>`,
        )
        .join('') +
      `<rect x="${left}" y="${tagY}" rx="${Math.round(tagH / 2)}" width="${tagW}" height="${tagH}" fill="#ffffff" opacity=".22"/>` +
      `<text x="${left + tagSize * 0.7}" y="${tagY + tagH / 2 + tagSize * 0.36}" font-family="${FONT}" font-size="${tagSize}" fill="#ffffff">${esc(o.tag)}</text>`,
    o.title,
  );
}

/** A round portrait placeholder: the surname on a gradient disc, with shoulders. */
export function avatarSvg(o: { name: string; palette: Palette }): string {
  const p = o.palette;
  const initial = [...o.name][0] ?? '专';
  return svg(
    240,
    240,
    `${gradient('g', p)}<rect width="240" height="240" fill="url(#g)"/>` +
      `<circle cx="120" cy="96" r="46" fill="#ffffff" opacity=".9"/><path d="M36 240c4-52 40-80 84-80s80 28 84 80z" fill="#ffffff" opacity=".9"/>` +
      `<text x="120" y="114" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="700" fill="${p.from}">${esc(initial)}</text>`,
    o.name,
  );
}

/** A square logo: a rounded badge with up to four characters of the short name. */
export function logoSvg(o: { short: string; palette: Palette; motif: Motif }): string {
  const p = o.palette;
  const short = [...o.short].slice(0, 4).join('');
  return svg(
    400,
    300,
    `${gradient('g', p)}<rect width="400" height="300" fill="#f6f8fb"/><rect x="20" y="20" width="360" height="260" rx="24" fill="url(#g)"/>` +
      motif(o.motif, 150, 44, 1, p.accent) +
      `<text x="200" y="236" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="700" fill="#ffffff">${esc(short)}</text>`,
    o.short,
  );
}

/** A business licence look-alike (营业执照) with the company name and credit code. */
export function licenceSvg(o: { name: string; code: string }): string {
  const name = [...o.name].slice(0, 16).join('');
  return svg(
    420,
    300,
    `<rect width="420" height="300" fill="#fbf6ea"/><rect x="10" y="10" width="400" height="280" fill="none" stroke="#b8860b" stroke-width="4"/>` +
      `<rect x="18" y="18" width="384" height="264" fill="none" stroke="#d4a53a" stroke-width="1.5"/>` +
      `<text x="210" y="70" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#9a1f1f" letter-spacing="8">营业执照</text>` +
      `<text x="40" y="130" font-family="${FONT}" font-size="17" fill="#333">名称：${esc(name)}</text>` +
      `<text x="40" y="165" font-family="${FONT}" font-size="17" fill="#333">统一社会信用代码：${esc(o.code)}</text>` +
      `<text x="40" y="200" font-family="${FONT}" font-size="17" fill="#333">类型：有限责任公司</text>` +
      `<circle cx="330" cy="235" r="38" fill="none" stroke="#c62828" stroke-width="4" opacity=".8"/>` +
      `<text x="330" y="242" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#c62828" opacity=".8">登记机关</text>`,
    `${o.name}营业执照`,
  );
}

/** A qualification certificate look-alike (资质证书). */
export function certificateSvg(o: { holder: string; kind: string; palette: Palette }): string {
  const p = o.palette;
  const holder = [...o.holder].slice(0, 16).join('');
  return svg(
    420,
    300,
    `<rect width="420" height="300" fill="#ffffff"/><rect x="8" y="8" width="404" height="284" fill="none" stroke="${p.from}" stroke-width="6"/>` +
      `<rect x="8" y="8" width="404" height="56" fill="${p.from}"/>` +
      `<text x="210" y="46" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#ffffff">${esc(o.kind)}</text>` +
      `<text x="210" y="130" text-anchor="middle" font-family="${FONT}" font-size="19" fill="#333">${esc(holder)}</text>` +
      `<text x="210" y="170" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#666">经审核，符合相关资质要求，特发此证。</text>` +
      `<circle cx="320" cy="232" r="34" fill="none" stroke="#c62828" stroke-width="3" opacity=".8"/>` +
      motif('shield', 70, 200, 0.7, p.to),
    `${o.holder}${o.kind}`,
  );
}

/** A square product picture: soft background, motif, product name. */
export function productSvg(o: { name: string; palette: Palette; motif: Motif }): string {
  const p = o.palette;
  return svg(
    300,
    300,
    `${gradient('g', p)}<rect width="300" height="300" fill="#f4f6f9"/><circle cx="150" cy="128" r="92" fill="url(#g)"/>` +
      motif(o.motif, 100, 78, 1, p.accent) +
      `<text x="150" y="268" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#2b2f36">${esc([...o.name].slice(0, 9).join(''))}</text>`,
    o.name,
  );
}

/** A quick-navigation icon: a rounded tile with a motif and the caption below. */
export function navIconSvg(o: { title: string; palette: Palette; motif: Motif }): string {
  const p = o.palette;
  return svg(
    160,
    160,
    `${gradient('g', p)}<rect x="8" y="8" width="144" height="144" rx="32" fill="url(#g)"/>` +
      motif(o.motif, 44, 22, 0.72, p.accent) +
      `<text x="80" y="134" text-anchor="middle" font-family="${FONT}" font-size="${o.title.length > 4 ? 18 : 22}" font-weight="700" fill="#ffffff">${esc(o.title)}</text>`,
    o.title,
  );
}
