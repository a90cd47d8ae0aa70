/** Drawing the scratch foil on a canvas (2D context); the geometry is in canvas pixels. */

export interface CellBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paints the silver foil over the whole canvas with a "?" coin on each cell. */
export function paintFoil(context: CanvasRenderingContext2D, width: number, height: number, cells: CellBox[]): void {
  context.globalCompositeOperation = 'source-over';
  context.clearRect(0, 0, width, height);
  const sheen = context.createLinearGradient(0, 0, width, height);
  sheen.addColorStop(0, '#c9ced9');
  sheen.addColorStop(0.35, '#f4f6fb');
  sheen.addColorStop(0.5, '#aab1c2');
  sheen.addColorStop(0.7, '#e9ecf3');
  sheen.addColorStop(1, '#9aa2b5');
  context.fillStyle = sheen;
  context.fillRect(0, 0, width, height);
  // Fine diagonal grain so the foil reads as metal.
  context.strokeStyle = 'rgba(255, 255, 255, 0.22)';
  context.lineWidth = Math.max(1, width / 400);
  const stepSize = Math.max(6, width / 60);
  for (let offset = -height; offset < width; offset += stepSize) {
    context.beginPath();
    context.moveTo(offset, 0);
    context.lineTo(offset + height, height);
    context.stroke();
  }
  for (const cell of cells) {
    const cx = cell.x + cell.width / 2;
    const cy = cell.y + cell.height / 2;
    const radius = Math.min(cell.width, cell.height) * 0.3;
    const coin = context.createRadialGradient(cx - radius / 3, cy - radius / 3, radius / 6, cx, cy, radius);
    coin.addColorStop(0, '#fff3b0');
    coin.addColorStop(0.6, '#f7c948');
    coin.addColorStop(1, '#b97c0f');
    context.fillStyle = coin;
    context.beginPath();
    context.arc(cx, cy, radius, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#5a3a00';
    context.font = `900 ${Math.round(radius * 1.2)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('?', cx, cy + radius * 0.06);
  }
}

/** Scratches a stroke (from → to) off the foil. */
export function scratchStroke(
  context: CanvasRenderingContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  radius: number,
): void {
  context.globalCompositeOperation = 'destination-out';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = radius * 2;
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x + 0.01, to.y);
  context.stroke();
  context.globalCompositeOperation = 'source-over';
}

/** Removes the foil from one cell entirely. */
export function clearCell(context: CanvasRenderingContext2D, cell: CellBox): void {
  context.clearRect(cell.x - 1, cell.y - 1, cell.width + 2, cell.height + 2);
}
