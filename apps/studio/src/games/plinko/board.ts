/*
 * The plinko board drawn to scale: row r (0 at the top) has r + 3 pegs, the pegs of a row sit half
 * a spacing to each side of the peg above, and the bottom row's rows + 2 pegs leave rows + 1 gaps,
 * the buckets. A ball that has gone right `k` times before row r is at x = centre + (k − r/2) ×
 * spacing, straight above the peg it hits next, so the path the server sends (0 left, 1 right per
 * row) ends over bucket k = number of rights.
 */

/** Horizontal distance between neighbouring pegs, in board units. */
export const PEG_SPACING = 40;
const ROW_GAP = PEG_SPACING * 0.86;
const TOP = PEG_SPACING * 0.9;
export const PEG_RADIUS = PEG_SPACING * 0.12;
export const BALL_RADIUS = PEG_SPACING * 0.19;

export interface Point {
  x: number;
  y: number;
}

export interface Peg extends Point {
  row: number;
  /** 0 … row + 2, left to right. */
  index: number;
}

export interface BoardLayout {
  rows: number;
  width: number;
  height: number;
  pegs: Peg[];
  /** Centre x of each bucket, bucket 0 (far left) … rows (far right). */
  bucketCentres: number[];
  /** Share of the width left free on each side of the bucket row (the buckets span the rest). */
  bucketInset: number;
}

const pegY = (row: number) => TOP + row * ROW_GAP;

/** The pegs and bucket positions of a board with `rows` rows. */
export function boardLayout(rows: number): BoardLayout {
  const width = (rows + 2) * PEG_SPACING;
  const centre = width / 2;
  const pegs: Peg[] = [];
  for (let row = 0; row < rows; row++) {
    const count = row + 3;
    for (let index = 0; index < count; index++) {
      pegs.push({ row, index, x: centre + (index - (count - 1) / 2) * PEG_SPACING, y: pegY(row) });
    }
  }
  const bucketCentres = Array.from({ length: rows + 1 }, (_, k) => centre + (k - rows / 2) * PEG_SPACING);
  return {
    rows,
    width,
    height: pegY(rows - 1) + ROW_GAP,
    pegs,
    bucketCentres,
    bucketInset: PEG_SPACING / 2 / width,
  };
}

/** The bucket a path lands in: the number of rights. */
export function bucketOfPath(path: readonly number[]): number {
  return path.reduce((sum, step) => sum + (step === 1 ? 1 : 0), 0);
}

/**
 * Where the ball touches each peg on its way down, plus the start above the board and the rest in
 * the bucket: rows + 2 points. Point r + 1 is the ball resting on top of the peg it hits in row r.
 */
export function flightPoints(layout: BoardLayout, path: readonly number[]): Point[] {
  const centre = layout.width / 2;
  const points: Point[] = [{ x: centre, y: BALL_RADIUS }];
  let rights = 0;
  for (let row = 0; row < layout.rows; row++) {
    points.push({ x: centre + (rights - row / 2) * PEG_SPACING, y: pegY(row) - PEG_RADIUS - BALL_RADIUS });
    if (path[row] === 1) rights++;
  }
  points.push({ x: centre + (rights - layout.rows / 2) * PEG_SPACING, y: layout.height - BALL_RADIUS });
  return points;
}

/** How high the ball hops off a peg before falling to the next one, in board units. */
const HOP = PEG_SPACING * 0.32;

/**
 * The ball's position at `progress` (0 … points − 1: segment i is the hop from point i to point
 * i + 1): sideways at an even pace, and vertically a throw that rises a little off the peg and
 * falls with gravity to the next one. The first segment is a plain drop.
 */
export function ballAt(points: readonly Point[], progress: number): Point {
  const last = points.length - 1;
  if (last < 1) return points[0] ?? { x: 0, y: 0 };
  const clamped = Math.min(last, Math.max(0, progress));
  const segment = Math.min(last - 1, Math.floor(clamped));
  const u = clamped - segment;
  const from = points[segment] as Point;
  const to = points[segment + 1] as Point;
  const hop = segment === 0 ? 0 : HOP;
  // A parabola through both ends that first rises off the peg, then falls faster and faster.
  const y = from.y + (to.y - from.y) * u * u - hop * 2 * u * (1 - u);
  return { x: from.x + (to.x - from.x) * u, y };
}

/** The peg a path hits in each row, as keys "row:index" (for lighting them as the ball passes). */
export function pegsHit(path: readonly number[], rows: number): string[] {
  const keys: string[] = [];
  let rights = 0;
  for (let row = 0; row < rows; row++) {
    // Row r has r + 3 pegs; the ball above it is at offset rights − r/2 from the centre: index rights + 1.
    keys.push(`${row}:${rights + 1}`);
    if (path[row] === 1) rights++;
  }
  return keys;
}
