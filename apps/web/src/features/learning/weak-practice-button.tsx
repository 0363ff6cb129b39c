import { Button } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The way into the weak-type session, on the trainer's home and beside the mastery cards. */
export function WeakPracticeButton() {
  return (
    <Button component={Link} to="/trainer/practice" leftSection={<IconTargetArrow size={18} />} variant="light">
      Тренировка слабых мест
    </Button>
  );
}
