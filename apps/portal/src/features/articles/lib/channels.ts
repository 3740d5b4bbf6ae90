import { SESSION_KEYS } from '@ws/api-sdk';

/** The article channels of /article (spec 01 §2; listarticle channel). */
export const ARTICLE_CHANNELS = [
  { id: 'policy', name: '政策解读' },
  { id: 'news', name: '新闻资讯' },
  { id: 'prevention', name: '企业防灾' },
  { id: 'case', name: '风险案例' },
  { id: 'law', name: '法律法规' },
] as const;

export const DEFAULT_CHANNEL = 'policy';
/** The channel that needs login (spec 01 §6). */
export const LAW_CHANNEL = 'law';

const NAMES: Record<string, string> = { ...Object.fromEntries(ARTICLE_CHANNELS.map((c) => [c.id, c.name])), content: '内容中心' };

export const isArticleChannel = (v: string | null | undefined): v is string => typeof v === 'string' && v in NAMES;
export const channelName = (channel: string): string => NAMES[channel] ?? '资讯';

const readStored = (): string | null => {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS.channel);
  } catch {
    return null;
  }
};

/** The channel of the list: the URL's `channel`, else session storage `channel` (set by 更多), else policy. */
export const resolveChannel = (fromUrl: string): string => {
  if (isArticleChannel(fromUrl)) return fromUrl;
  const stored = readStored();
  return isArticleChannel(stored) ? stored : DEFAULT_CHANNEL;
};

export const rememberChannel = (channel: string): void => {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.channel, channel);
  } catch {
    // storage unavailable: the URL carries the channel
  }
};
