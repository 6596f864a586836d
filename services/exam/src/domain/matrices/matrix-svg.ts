import type { Cell, GeneratedMatrix } from './matrix-generator.js';

/** Cells are 100×100; figures sit on a 3×3 grid of 30-unit slots, so a size means the same radius whatever the count. */
const cellSize = 100;
const radiusOfSize = [6.5, 9, 11.5, 14] as const;
const fillOfLevel = ['#ffffff', '#c8c8c8', '#7a7a7a', '#1e1e1e'] as const;
const slot = 30;

const round = (n: number) => Math.round(n * 100) / 100;

/** Rows of figures for a count: up to three per row, rows centred. */
function figureCentres(count: number): Array<[number, number]> {
  const rows = Math.ceil(count / 3);
  const perRow = Array.from({ length: rows }, (_, r) => Math.floor(count / rows) + (r < count % rows ? 1 : 0));
  return perRow.flatMap((inRow, r) => {
    const y = cellSize / 2 + (r - (rows - 1) / 2) * slot;
    return Array.from({ length: inRow }, (_, i): [number, number] => [cellSize / 2 + (i - (inRow - 1) / 2) * slot, y]);
  });
}

function polygon(sides: number, cx: number, cy: number, radius: number, fill: string): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#000" stroke-width="1.5"/>`;
}

function cellFigures(cell: Cell, x: number, y: number): string {
  return figureCentres(cell.count)
    .map(([cx, cy]) => polygon(cell.shape, x + cx, y + cy, radiusOfSize[cell.size as 0 | 1 | 2 | 3], fillOfLevel[cell.fill as 0 | 1 | 2 | 3]))
    .join('');
}

const svgOf = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/>${body}</svg>`;

/** The grid with the answer's place as an empty dashed box. */
export function matrixSvg(matrix: GeneratedMatrix): string {
  const size = cellSize * 3;
  const figures = matrix.cells.flatMap((row, r) => row.map((cell, c) => (r === 2 && c === 2 ? '' : cellFigures(cell, c * cellSize, r * cellSize)))).join('');
  const lines = [1, 2].map((i) => `<line x1="${i * cellSize}" y1="0" x2="${i * cellSize}" y2="${size}" stroke="#000"/><line x1="0" y1="${i * cellSize}" x2="${size}" y2="${i * cellSize}" stroke="#000"/>`).join('');
  const missing = `<rect x="${2 * cellSize + 8}" y="${2 * cellSize + 8}" width="${cellSize - 16}" height="${cellSize - 16}" fill="none" stroke="#888" stroke-dasharray="6 4"/>`;
  return svgOf(size, size, `${lines}<rect width="${size}" height="${size}" fill="none" stroke="#000" stroke-width="2"/>${figures}${missing}`);
}

export function cellSvg(cell: Cell): string {
  return svgOf(cellSize, cellSize, `<rect width="${cellSize}" height="${cellSize}" fill="none" stroke="#000" stroke-width="2"/>${cellFigures(cell, 0, 0)}`);
}
