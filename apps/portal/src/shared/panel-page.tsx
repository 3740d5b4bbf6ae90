import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@ws/ui';

export interface PanelPageProps {
  /** the page's one h1 */
  title: ReactNode;
  /** the panel's widest width in px: 720 for a form, 960 for a form or record with a table */
  width?: 720 | 960;
  /** forms centre their title; records and lists start it at the left */
  centered?: boolean;
  /** less padding on phones where a table needs the room */
  dense?: boolean;
  children: ReactNode;
}

/** A page whose content is one bordered panel under its title: the application forms and the inquiry pages. */
export function PanelPage({ title, width = 720, centered = false, dense = false, children }: PanelPageProps) {
  return (
    <PageContainer>
      <Paper withBorder radius="md" p={{ base: dense ? 'sm' : 'md', sm: 'xl' }} maw={width} mx="auto" my="xl">
        <Title order={1} size="h3" mb="md" {...(centered ? { ta: 'center' as const } : {})}>
          {title}
        </Title>
        {children}
      </Paper>
    </PageContainer>
  );
}
