/** What the game page gives every game board (each board is its own chunk, loaded when its game opens). */
export interface GameBoardProps {
  seed: number;
  /** The run was ended from outside (the 'finish' button): the board takes no more input. */
  finished: boolean;
  /** Accessible name and instructions of the focusable play area. */
  label: string;
  instructionsId: string;
  onScore: (score: number) => void;
  onGameOver: (score: number) => void;
}
