import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** 'К вариантам': back to the variants list. */
export function BackToVariantsButton() {
  return (
    <Button component={Link} to="/variants" variant="default" leftSection={<IconArrowLeft size={18} />}>
      К вариантам
    </Button>
  );
}
