import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyPanelProps = { icon: ReactNode; title: string; description: string; action?: ReactNode };

export function EmptyPanel({ icon, title, description, action }: EmptyPanelProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" icon={icon} title={title} description={description} py="lg">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
