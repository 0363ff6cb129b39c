import type { ClassPeriod } from '@ege/core/classes/class-schemas';
import { Button, Container } from '@mantine/core';
import { IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageNotice } from '../../../components/page-notice';
import { ClassGate } from './class-gate';
import { ClassScreen } from './class-screen';

type ClassScreenPageProps = {
  /** Null when the address holds no id. */
  id: number | null;
  period: ClassPeriod;
  onPeriod: (period: ClassPeriod) => void;
};

/** The class screen behind the staff's gate: a student never gets as far as asking for the report. */
export function ClassScreenPage({ id, period, onPeriod }: ClassScreenPageProps) {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <ClassGate>
        {() =>
          id === null ? (
            <PageNotice icon={<IconMapPinOff size={28} />} title="Некорректный адрес класса" description="В адресе нет номера класса.">
              <Button component={Link} to="/classes" variant="light" leftSection={<IconArrowLeft size={18} />}>
                Все классы
              </Button>
            </PageNotice>
          ) : (
            <ClassScreen id={id} period={period} onPeriod={onPeriod} />
          )
        }
      </ClassGate>
    </Container>
  );
}
