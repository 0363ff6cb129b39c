import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { createParticles, drawParticles, stepParticles } from '../utils/confetti-particles';

const maxDurationMs = 4500;
const reducedMotionMs = 300;

/**
 * A full-screen canvas of falling confetti (SPEC §1: 300 pieces) that calls onDone when the last
 * piece has fallen. With reduced motion nothing moves: the overlay only mounts and leaves.
 */
export function Confetti({ pieces = 300, onDone }: { pieces?: number; onDone: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const timer = window.setTimeout(() => finish(), reducedMotionMs);
      return () => window.clearTimeout(timer);
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.scale(ratio, ratio);
    const particles = createParticles(pieces, width, height);
    const startedAt = performance.now();
    let last = startedAt;
    let frame = 0;
    const draw = (now: number) => {
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      const visible = stepParticles(particles, dt, height);
      context.clearRect(0, 0, width, height);
      drawParticles(context, particles);
      if (visible && now - startedAt < maxDurationMs) frame = window.requestAnimationFrame(draw);
      else finish();
    };
    frame = window.requestAnimationFrame(draw);
    return () => window.cancelAnimationFrame(frame);
  }, [pieces]);

  return createPortal(
    <canvas
      ref={canvasRef}
      data-testid="confetti"
      data-pieces={pieces}
      aria-hidden="true"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 1000 }}
    />,
    document.body,
  );
}
