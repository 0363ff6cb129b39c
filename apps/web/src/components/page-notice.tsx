import { EmptyState, Group, Paper, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type PageNoticeProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  color?: MantineColor;
  /** Buttons under the text. */
  children?: ReactNode;
};

/** A page's whole content when there is nothing else to show: an error, a sign-in request, an empty state. */
export function PageNotice({ icon, title, description, color, children }: PageNoticeProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" color={color} icon={icon} title={title} description={description} py="lg">
        {children && (
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {children}
            </Group>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}
