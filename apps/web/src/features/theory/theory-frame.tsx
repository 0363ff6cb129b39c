import { useEffect, useRef, useState } from 'react';
import { theoryPageUrl, type TheoryType } from './theory-types';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

const minHeight = 320;

type HeightMessage = { type: 'theory-height'; height: number };

function isHeightMessage(data: unknown): data is HeightMessage {
  return typeof data === 'object' && data !== null && (data as HeightMessage).type === 'theory-height' && typeof (data as HeightMessage).height === 'number';
}

/** The static theory page in a frame that grows to its content, told by the page's own script. */
export function TheoryFrame({ type, dark }: { type: TheoryType; dark: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isHeightMessage(event.data)) setHeight(Math.max(minHeight, Math.ceil(event.data.height)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      src={theoryPageUrl(type, dark)}
      title={type === blockKey ? 'Теория к заданиям 19–21' : `Теория к заданию ${type}`}
      style={{ display: 'block', width: '100%', height, border: 0, colorScheme: dark ? 'dark' : 'light' }}
    />
  );
}
