import { CHANNEL_NAMES, SESSION_KEYS } from '@ws/api-sdk';
import { getSessionItem, setSessionItem } from '@ws/ui';

type Channel = keyof typeof CHANNEL_NAMES;

/** The article channels of /article (spec 01 §2; listarticle channel); the content centre has its own page. */
export const ARTICLE_CHANNELS = (Object.keys(CHANNEL_NAMES) as Channel[]).filter((id) => id !== 'content').map((id) => ({ id, name: CHANNEL_NAMES[id] }));

export const DEFAULT_CHANNEL = 'policy';
/** The channel that needs login (spec 01 §6). */
export const LAW_CHANNEL = 'law';

const NAMES: Readonly<Record<string, string>> = CHANNEL_NAMES;

export const isArticleChannel = (v: string | null | undefined): v is string => typeof v === 'string' && Object.hasOwn(NAMES, v);
export const channelName = (channel: string): string => (Object.hasOwn(NAMES, channel) ? NAMES[channel]! : '资讯');

/** The channel of the list: the URL's `channel`, else session storage `channel` (set by 更多), else policy. */
export const resolveChannel = (fromUrl: string): string => {
  if (isArticleChannel(fromUrl)) return fromUrl;
  const stored = getSessionItem(SESSION_KEYS.channel);
  return isArticleChannel(stored) ? stored : DEFAULT_CHANNEL;
};

/** The list falls back to the channel kept here when its URL has none (the URL carries it too). */
export const rememberChannel = (channel: string): void => {
  setSessionItem(SESSION_KEYS.channel, channel);
};
