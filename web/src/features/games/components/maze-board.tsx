import { useEffect, useRef, useState } from 'react';
import type { Direction } from '../logic/direction';
import { hasWall, MAZE_LEVELS, newMazeGame, playMaze, type MazeGame } from '../logic/maze';
import { useGamesTranslation } from '../games-i18n';
import { canvasColors } from './canvas-colors';
import { GameArea } from './game-area';
import type { GameBoardProps } from './game-board-props';
import { useDirectionInput } from './use-direction-input';
import { useGameScore } from './use-game-score';

const CANVAS_SIZE = 360;

/** The maze on a canvas: arrow keys on the focused maze, or swipes; the exit is the bottom-right cell. */
export function MazeBoard({ seed, finished, label, instructionsId, onScore, onGameOver }: GameBoardProps) {
  const { t } = useGamesTranslation();
  const [game, setGame] = useState(() => newMazeGame(seed));
  const latest = useRef(game);
  const canvas = useRef<HTMLCanvasElement>(null);
  useGameScore(game.score, game.over, { onScore, onGameOver });

  useEffect(() => {
    if (canvas.current) drawMaze(canvas.current, game);
  }, [game]);

  const move = (direction: Direction) => {
    if (finished) return;
    latest.current = playMaze(latest.current, direction, Date.now());
    setGame(latest.current);
  };
  const input = useDirectionInput(move);

  return (
    <GameArea className="game-maze" label={label} instructionsId={instructionsId} {...input}>
      <p className="game-area__status">{t('maze.level', { level: game.level, levels: MAZE_LEVELS })}</p>
      <canvas ref={canvas} width={CANVAS_SIZE} height={CANVAS_SIZE} className="game-canvas" aria-hidden="true" />
    </GameArea>
  );
}

function drawMaze(element: HTMLCanvasElement, game: MazeGame): void {
  const context = element.getContext('2d');
  if (!context) return;
  const colors = canvasColors(element);
  const { maze } = game;
  const cell = CANVAS_SIZE / Math.max(maze.width, maze.height);
  context.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
  context.fillStyle = colors.surface;
  context.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);

  context.fillStyle = colors.accent;
  context.globalAlpha = 0.25;
  context.fillRect(game.exit.x * cell, game.exit.y * cell, cell, cell);
  context.globalAlpha = 1;

  context.strokeStyle = colors.text;
  context.lineWidth = 2;
  context.beginPath();
  for (let y = 0; y < maze.height; y += 1) {
    for (let x = 0; x < maze.width; x += 1) {
      const left = x * cell;
      const top = y * cell;
      if (hasWall(maze, { x, y }, 'up')) line(context, left, top, left + cell, top);
      if (hasWall(maze, { x, y }, 'left')) line(context, left, top, left, top + cell);
      if (y === maze.height - 1 && hasWall(maze, { x, y }, 'down')) line(context, left, top + cell, left + cell, top + cell);
      if (x === maze.width - 1 && hasWall(maze, { x, y }, 'right')) line(context, left + cell, top, left + cell, top + cell);
    }
  }
  context.stroke();

  context.fillStyle = colors.primary;
  context.beginPath();
  context.arc((game.player.x + 0.5) * cell, (game.player.y + 0.5) * cell, cell * 0.3, 0, Math.PI * 2);
  context.fill();
}

function line(context: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  context.moveTo(x1, y1);
  context.lineTo(x2, y2);
}
