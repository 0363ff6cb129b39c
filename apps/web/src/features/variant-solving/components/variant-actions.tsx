import { Button, Loader } from '@mantine/core';
import { IconDeviceFloppy, IconDoorExit, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';

type Action = () => Promise<void>;

function useBusy(action: Action): [boolean, () => void] {
  const [busy, setBusy] = useState(false);
  return [
    busy,
    () => {
      setBusy(true);
      void action().finally(() => setBusy(false));
    },
  ];
}

export function SaveDraftButton({ onSave }: { onSave: Action }) {
  const [busy, run] = useBusy(onSave);
  return (
    <Button variant="default" leftSection={<IconDeviceFloppy size={18} />} loading={busy} onClick={run}>
      Сохранить черновик
    </Button>
  );
}

/** 'Выйти' back to the list; named for screen readers apart from the header's sign-out. */
export function ExitButton({ onExit }: { onExit: Action }) {
  const [busy, run] = useBusy(onExit);
  return (
    <Button variant="subtle" color="gray" leftSection={<IconDoorExit size={18} />} loading={busy} onClick={run} aria-label="Выйти из варианта" title="Выйти к списку вариантов">
      Выйти
    </Button>
  );
}

/** 'Завершить', and 'Проверяю…' while the answers are being checked. */
export function FinishButton({ finishing, onFinish }: { finishing: boolean; onFinish: () => void }) {
  return (
    <Button
      color="green"
      leftSection={finishing ? <Loader size={16} color="currentColor" /> : <IconFlag size={18} />}
      onClick={onFinish}
      disabled={finishing}
      aria-busy={finishing}
    >
      {finishing ? 'Проверяю…' : 'Завершить'}
    </Button>
  );
}
