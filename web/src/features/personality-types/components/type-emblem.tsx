import { emblemRidges } from '../type-emblem';
import { groupClassName, groupOf, type TypeCode } from '../type-groups';

/** The type's emblem as inline SVG in its group's colour (from the design tokens); decorative (the code is always written next to it). */
export function TypeEmblem({ code, size = 96 }: { code: TypeCode; size?: number }) {
  return (
    <svg className={`type-emblem ${groupClassName(groupOf(code))}`} width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle className="type-emblem__disc" cx="50" cy="50" r="49" />
      <g className="type-emblem__ridges" fill="none" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin={code[2] === 'T' ? 'miter' : 'round'}>
        {emblemRidges(code).map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}
