export type Particle = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  wobble: number;
  color: string;
};

const colors = ['#4c6ef5', '#7950f2', '#40c057', '#fab005', '#fd7e14', '#fa5252', '#15aabf', '#e64980'];
const gravity = 900;
const drag = 0.985;

/** A burst of pieces from two points low at the sides, thrown up and inwards over the screen. */
export function createParticles(count: number, width: number, height: number): Particle[] {
  return Array.from({ length: count }, (_, index) => {
    const fromLeft = index % 2 === 0;
    const angle = (fromLeft ? -60 : -120) * (Math.PI / 180) + (Math.random() - 0.5) * 0.9;
    const speed = (0.9 + Math.random() * 0.6) * Math.max(700, height * 1.1);
    return {
      x: fromLeft ? width * 0.1 : width * 0.9,
      y: height * 0.85,
      vx: Math.cos(angle) * speed * 0.6,
      vy: Math.sin(angle) * speed,
      size: 6 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 12,
      wobble: Math.random() * Math.PI * 2,
      color: colors[index % colors.length]!,
    };
  });
}

/** Moves every piece by dt seconds; false once all have fallen out of sight. */
export function stepParticles(particles: Particle[], dt: number, height: number): boolean {
  let visible = false;
  for (const p of particles) {
    p.vx *= drag;
    p.vy = p.vy * drag + gravity * dt;
    p.x += p.vx * dt + Math.sin(p.wobble) * 0.6;
    p.y += p.vy * dt;
    p.angle += p.spin * dt;
    p.wobble += dt * 6;
    if (p.y < height + 20) visible = true;
  }
  return visible;
}

export function drawParticles(context: CanvasRenderingContext2D, particles: Particle[]): void {
  for (const p of particles) {
    context.save();
    context.translate(p.x, p.y);
    context.rotate(p.angle);
    context.fillStyle = p.color;
    context.fillRect(-p.size / 2, -p.size / 4, p.size, (p.size / 2) * Math.abs(Math.cos(p.wobble)) + 1);
    context.restore();
  }
}
