import { Button } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The way into the rehearsal from the trainer's home. */
export function ExamButton() {
  return (
    <Button component={Link} to="/exam" leftSection={<IconClockHour4 size={18} />} variant="light">
      Пробный экзамен
    </Button>
  );
}
