/**
 * A type's emblem, drawn from its four preferences (design/identity.md, "a mind's print"): ridges
 * around a centre like a fingerprint —
 * E / I: the ridges open outward (spiral unwinding) / close inward (spiral winding in);
 * S / N: straight, evenly spaced ridges / wave-modulated ridges;
 * T / F: angular joints (polygonal ridges) / rounded joints (smooth curves);
 * J / P: closed loops / open ends (a gap in every ridge).
 * Pure: the same code gives the same path, a few hundred bytes.
 */
import type { TypeCode } from './type-groups';

const SIZE = 100;
const CENTRE = SIZE / 2;
const RIDGES = 5;

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The `d` attribute of each ridge of `code`'s emblem, in a 100 × 100 box. */
export function emblemRidges(code: TypeCode): string[] {
  const [energy, perception, judging, lifestyle] = code;
  const outward = energy === 'E';
  const wavy = perception === 'N';
  const angular = judging === 'T';
  const closed = lifestyle === 'J';
  const corners = angular ? 6 : 48;
  const gap = closed ? 0 : 0.9; // radians left open
  const ridges: string[] = [];
  for (let ridge = 0; ridge < RIDGES; ridge += 1) {
    const base = 10 + ridge * 8;
    const steps = corners;
    const sweep = Math.PI * 2 - gap;
    const start = ridge * 0.7;
    const points: string[] = [];
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      const angle = start + t * sweep;
      // Spiral: radius grows along the ridge (E opens outward) or shrinks (I winds in).
      const drift = (outward ? t : -t) * 4;
      const wave = wavy ? Math.sin(angle * 5 + ridge) * 2.2 : 0;
      const radius = base + drift + wave;
      points.push(`${round(CENTRE + radius * Math.cos(angle))} ${round(CENTRE + radius * Math.sin(angle))}`);
    }
    ridges.push(`M${points.join('L')}${closed ? 'Z' : ''}`);
  }
  return ridges;
}
