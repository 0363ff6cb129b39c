import { useEffect, useRef, useState } from 'react';
import { theoryPageUrl, type TheoryType } from './theory-types';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

const minHeight = 320;
/** A theory example is a screenful of code; anything far longer did not come from a page's button. */
const maxExampleLength = 100_000;

type HeightMessage = { type: 'theory-height'; height: number };
type RunMessage = { type: 'theory-run'; code: string };

function isHeightMessage(data: unknown): data is HeightMessage {
  return typeof data === 'object' && data !== null && (data as HeightMessage).type === 'theory-height' && typeof (data as HeightMessage).height === 'number';
}

function isRunMessage(data: unknown): data is RunMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, code } = data as RunMessage;
  return type === 'theory-run' && typeof code === 'string' && code.length <= maxExampleLength;
}

type TheoryFrameProps = {
  type: TheoryType;
  dark: boolean;
  /** A Python example's 'Запустить' (the page's script adds the button only inside this frame). */
  onRunExample?: (code: string) => void;
};

/** The static theory page in a frame that grows to its content, told by the page's own script. */
export function TheoryFrame({ type, dark, onRunExample }: TheoryFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);
  const onRun = useRef(onRunExample);
  useEffect(() => {
    onRun.current = onRunExample;
  }, [onRunExample]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isHeightMessage(event.data)) setHeight(Math.max(minHeight, Math.ceil(event.data.height)));
      else if (isRunMessage(event.data)) onRun.current?.(event.data.code);
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
