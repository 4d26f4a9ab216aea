/**
 * A phone photo of a receipt, made up: a till roll of printed lines, turned by some angle and laid on a
 * wood-grained table under light that falls off to one side, as JPEG.
 */
import { createCanvas } from '@napi-rs/canvas';

export interface ReceiptPhoto {
  lines: string[];
  /** Degrees, clockwise, the receipt lies turned on the table. */
  angle: number;
  width?: number;
  height?: number;
}

/** A small deterministic random sequence, so the table's grain is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function receiptPhotoJpeg({ lines, angle, width = 1000, height = 1300 }: ReceiptPhoto): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const next = random(7);
  // The table: brown boards with darker grain.
  g.fillStyle = '#7a5230';
  g.fillRect(0, 0, width, height);
  for (let i = 0; i < 260; i++) {
    const shade = 60 + Math.floor(next() * 70);
    g.strokeStyle = `rgb(${shade + 40}, ${shade}, ${Math.floor(shade / 2)})`;
    g.lineWidth = 1 + next() * 4;
    const y = next() * height;
    g.beginPath();
    g.moveTo(0, y);
    g.bezierCurveTo(width / 3, y + next() * 40 - 20, (2 * width) / 3, y + next() * 40 - 20, width, y + next() * 30 - 15);
    g.stroke();
  }
  // The receipt, centred and turned.
  const paperWidth = 440;
  const lineGap = 46;
  const paperHeight = 80 + lines.length * lineGap;
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate((angle * Math.PI) / 180);
  g.fillStyle = '#f4f1ea';
  g.fillRect(-paperWidth / 2, -paperHeight / 2, paperWidth, paperHeight);
  g.fillStyle = '#1a1a1a';
  g.font = 'bold 26px monospace';
  lines.forEach((line, i) => g.fillText(line, -paperWidth / 2 + 30, -paperHeight / 2 + 60 + i * lineGap));
  g.restore();
  // Light falling off towards the right.
  const light = g.createLinearGradient(0, 0, width, 0);
  light.addColorStop(0, 'rgba(0, 0, 0, 0)');
  light.addColorStop(1, 'rgba(0, 0, 0, 0.25)');
  g.fillStyle = light;
  g.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/jpeg', 90);
}
