/** Each game's board, loaded only when that game is opened (its own chunk). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameCode } from '../api/types';
import type { GameBoardProps } from './game-board-props';

export const GAME_BOARDS: Record<GameCode, LazyExoticComponent<ComponentType<GameBoardProps>>> = {
  '2048': lazy(() => import('./game-2048-board').then((module) => ({ default: module.Game2048Board }))),
  jump: lazy(() => import('./jump-runner-board').then((module) => ({ default: module.JumpRunnerBoard }))),
  'jump-and-jump': lazy(() => import('./jump-and-jump-board').then((module) => ({ default: module.JumpAndJumpBoard }))),
  maze: lazy(() => import('./maze-board').then((module) => ({ default: module.MazeBoard }))),
};
