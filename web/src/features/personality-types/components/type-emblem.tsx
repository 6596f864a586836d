import { emblemRidges } from '../type-emblem';
import { GROUP_COLORS, groupOf, type TypeCode } from '../type-groups';

/** The type's emblem as inline SVG in its group's colour; decorative (the code is always written next to it). */
export function TypeEmblem({ code, size = 96 }: { code: TypeCode; size?: number }) {
  const { strong, tint } = GROUP_COLORS[groupOf(code)];
  return (
    <svg className="type-emblem" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="49" fill={tint} />
      <g fill="none" stroke={strong} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin={code[2] === 'T' ? 'miter' : 'round'}>
        {emblemRidges(code).map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}
