import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { SESSION_KEYS, type Article } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { setSessionItem, useAppNavigate } from '@ws/ui';
import { LAW_CHANNEL } from '../lib/channels';

export const EXPERT_FOR_LAW = paths.expert({ channel: 'company' });
export const CHAT_PATH = '/session';

/**
 * 咨询 (spec 01 §2 Article detail): a law article keeps its ids (the recommend categories of its field)
 * in session storage lawId and goes to /expert?channel=company; other articles go to online customer
 * service, /session (the mall: a full page load).
 */
export function ConsultButton({ article }: { article: Pick<Article, 'channel' | 'recommendIds' | 'id'> }) {
  const go = useAppNavigate();
  const consult = () => {
    if (article.channel === LAW_CHANNEL) {
      // without storage the expert list shows every expert
      setSessionItem(SESSION_KEYS.lawId, (article.recommendIds ?? []).join(','));
      go(EXPERT_FOR_LAW);
    } else {
      go(CHAT_PATH);
    }
  };
  return (
    <Button size="sm" onClick={consult}>
      {article.channel === LAW_CHANNEL ? '咨询专家' : '在线咨询'}
    </Button>
  );
}
