/**
 * One phone photograph's scene, for photograph.ts: `drawScene` draws it from the document's seeded generator
 * (frame, desk, camera angles, framing, lighting, paper fold, optics) and `sceneHtml` is the page Chromium renders
 * it from — the page image as a sheet on a CSS-drawn desk, seen in perspective, under light overlays. Lengths on
 * the sheet are in units of `--u` (the sheet is 1000 units tall) and the camera's centre sits at (`--ox`, `--oy`),
 * so the caller frames the sheet by measuring its corner markers (`.m`, four per panel) and setting those three.
 */
import { chance, int, pick, type Random } from './content.ts';

export type Background = 'wood' | 'grey-desk' | 'dark-table' | 'tablecloth';
export type Curl = 'none' | 'fold-half' | 'fold-thirds' | 'bend-strip';

/** A photograph's conditions, as written to photo-scenes.json (angles in degrees). */
export interface Scene {
  width: number; // the JPEG's size, after `orientation`
  height: number;
  aspect: string; // of the camera frame, held upright
  orientation: 0 | 90 | 180 | 270; // the whole photo turned clockwise: phone held sideways or upside down
  background: Background;
  tiltX: number; // the camera not square to the paper
  tiltY: number;
  tilt: number; // √(tiltX² + tiltY²)
  rotation: number; // the sheet's in-plane rotation
  focal: number; // camera distance / sheet height: smaller, stronger keystone
  tight: boolean; // the sheet filling the frame nearly edge to edge
  margin: number; // least gap between sheet and frame edge, share of the frame's short side
  fillTarget: number;
  fill: number; // the sheet's projected area / the frame's area, as framed
  shadow: 'none' | 'phone' | 'hand'; // a blurred shadow across part of the frame
  shadowOpacity: number;
  gradient: number; // darkening at the dark end of the brightness gradient
  vignette: number;
  cast: 'neutral' | 'warm' | 'cool';
  castStrength: number;
  curl: Curl;
  foldAngles: number[]; // hinge angles between the sheet's panels (fold-half, fold-thirds)
  blur: number; // gaussian sigma in output pixels, 0 = none
  noise: number; // sensor noise sigma in 8-bit levels, 0 = none
  quality: number; // JPEG quality
}

/** Choices that only place and colour things. */
export interface Look {
  frameW: number; // the camera frame before `orientation` (portrait)
  frameH: number;
  placeX: number; // where the sheet sits in the room left around it, 0…1
  placeY: number;
  tone: string; // paper under this light
  bg: { base: string; ink: string; angle: number; seed: number; plank: number; check: boolean };
  drop: { x: number; y: number; opacity: number };
  blob: { x: number; y: number; w: number; h: number; angle: number; radius: string };
  gradientAngle: number;
  foldAxis: 'x' | 'y';
  cuts: number[]; // panel edges along foldAxis, share of the sheet
  strip: { at: number; dark: number };
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const rgb = (c: number[]) => `rgb(${c.map((v) => Math.round(v)).join(',')})`;

export function drawScene(random: Random): { scene: Scene; look: Look } {
  const long = pick(random, [2400, 2592, 2880, 3024, 3264, 3456, 3648, 4000]);
  const a = random();
  const [aspect, ratio] = a < 0.8 ? ['3:4', 3 / 4] : a < 0.92 ? ['9:16', 9 / 16] : ['2:3', 2 / 3];
  const frameW = Math.round((long * ratio) / 2) * 2;
  const frameH = long;
  const o = random();
  const orientation = o < 0.075 ? 90 : o < 0.15 ? 270 : o < 0.2 ? 180 : 0;
  const background = pick(random, ['wood', 'grey-desk', 'dark-table', 'tablecloth'] as const);
  const tight = chance(random, 0.15);
  const tilt = (tight ? 4 : 18) * random() ** 0.8;
  const phi = random() * 2 * Math.PI;
  const rotation = (tight ? 1.5 : 10) * (2 * random() - 1);
  const shadow = pick(random, ['none', 'none', 'phone', 'phone', 'hand'] as const);
  const shadowOpacity = shadow === 'none' ? 0 : between(random, 0.1, 0.28);
  const gradient = between(random, 0.03, shadowOpacity > 0.2 ? 0.1 : 0.18);
  const c = random();
  const cast = c < 0.3 ? 'neutral' : c < 0.75 ? 'warm' : 'cool';
  const castStrength = cast === 'neutral' ? 0 : between(random, 0.08, 0.25);
  const k = random();
  const curl: Curl = k >= 0.25 ? 'none' : k < 0.1 ? 'fold-thirds' : k < 0.175 ? 'fold-half' : 'bend-strip';
  const hinge = () => (chance(random, 0.5) ? 1 : -1) * between(random, 2, curl === 'fold-half' ? 10 : 7);
  const foldAngles = curl === 'fold-thirds' ? [hinge(), hinge()] : curl === 'fold-half' ? [hinge()] : [];
  const scene: Scene = {
    width: orientation % 180 ? frameH : frameW,
    height: orientation % 180 ? frameW : frameH,
    aspect, orientation, background,
    tiltX: r2(tilt * Math.cos(phi)), tiltY: r2(tilt * Math.sin(phi)), tilt: r2(tilt), rotation: r2(rotation),
    focal: r2(between(random, 0.8, 1.4)),
    tight, margin: tight ? 0.004 : Math.round(between(random, 0.015, 0.06) * 1000) / 1000,
    fillTarget: tight ? 1 : r2(between(random, 0.55, 0.9)), fill: 0,
    shadow, shadowOpacity: r2(shadowOpacity), gradient: r2(gradient), vignette: r2(between(random, 0.04, 0.22)),
    cast, castStrength: r2(castStrength),
    curl, foldAngles: foldAngles.map(r2),
    blur: chance(random, 0.45) ? r2(between(random, 0.3, 1.2)) : 0,
    noise: chance(random, 0.4) ? r2(between(random, 1.5, 6)) : 0,
    quality: int(random, 72, 92),
  };
  const bases: Record<Background, () => number[]> = {
    wood: () => [between(random, 120, 175), between(random, 78, 110), between(random, 45, 70)],
    'grey-desk': () => Array(3).fill(between(random, 128, 185)).map((v: number, i) => v + i * 2),
    'dark-table': () => [between(random, 28, 58), between(random, 26, 50), between(random, 24, 44)],
    tablecloth: () => [between(random, 226, 242), between(random, 222, 238), between(random, 212, 236)],
  };
  const base = bases[background]();
  const warmth = cast === 'warm' ? 1 : cast === 'cool' ? -1 : 0;
  const paper = between(random, 238, 252);
  const side = int(random, 0, 3);
  const along = between(random, 0.15, 0.85);
  const depth = between(random, -0.05, 0.15);
  const [bx, by] = [[along, depth], [1 - depth, along], [along, 1 - depth], [depth, along]][side];
  const mid = between(random, 0.45, 0.55);
  const look: Look = {
    frameW, frameH,
    placeX: between(random, 0.15, 0.85), placeY: between(random, 0.15, 0.85),
    tone: rgb([paper + 3 * warmth, paper, paper - 4 * warmth]),
    bg: {
      base: rgb(base), ink: rgb(base.map((v) => v * (background === 'dark-table' ? 0.6 : 0.75))),
      angle: pick(random, [0, 90]) + between(random, -4, 4), seed: int(random, 1, 9999),
      plank: between(random, 0.18, 0.4) * frameW, check: chance(random, 0.4),
    },
    drop: { x: between(random, -10, 10), y: between(random, 2, 14), opacity: between(random, 0.25, 0.5) },
    blob: {
      x: bx * frameW, y: by * frameH, angle: between(random, -40, 40),
      w: (shadow === 'hand' ? between(random, 0.35, 0.5) : between(random, 0.28, 0.4)) * frameW,
      h: (shadow === 'hand' ? between(random, 0.8, 1.1) : between(random, 0.45, 0.6)) * frameW,
      radius: shadow === 'hand' ? '50%' : '9%',
    },
    gradientAngle: between(random, 0, 360),
    foldAxis: curl === 'fold-half' && chance(random, 0.5) ? 'x' : 'y',
    cuts: curl === 'fold-thirds' ? [0, between(random, 0.31, 0.35), between(random, 0.64, 0.68), 1] : curl === 'fold-half' ? [0, mid, 1] : [0, 1],
    strip: { at: between(random, 0.3, 0.7), dark: between(random, 0.08, 0.18) },
  };
  return { scene, look };
}

const svgUrl = (svg: string) => `url("data:image/svg+xml;utf8,${encodeURIComponent(svg)}")`;

/** Fractal noise as a CSS image: `freq` its base frequency, `rgba` what the noise's red channel becomes. */
function noise(width: number, height: number, freq: string, octaves: number, seed: number, matrix: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><filter id="f" x="0" y="0" width="100%" height="100%">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/>` +
      `<feColorMatrix values="${matrix}"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`,
  );
}

/** The desk under the sheet, as a CSS background covering the frame. */
function desk(scene: Scene, look: Look): string {
  const { bg, frameW: w, frameH: h } = look;
  const speckle = noise(256, 256, '0.9', 1, bg.seed, '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.5 0 0 0 -0.15') + ' 0 0/256px 256px';
  if (scene.background === 'wood') {
    const vertical = Math.abs(bg.angle) < 45; // the seams' gradient runs across the planks
    const grain = noise(Math.round(w / 3), Math.round(h / 3), vertical ? '0.04 0.002' : '0.002 0.04', 4, bg.seed, `0 0 0 0 0.22  0 0 0 0 0.12  0 0 0 0 0.05  1.6 0 0 0 -0.55`);
    const seams = `repeating-linear-gradient(${bg.angle + 90}deg, transparent 0 ${bg.plank - 4}px, rgba(30,15,5,.55) ${bg.plank - 4}px ${bg.plank}px)`;
    return `${seams}, ${speckle}, ${grain} 0 0/100% 100%, linear-gradient(${bg.angle}deg, ${bg.base}, ${bg.ink} 140%)`;
  }
  if (scene.background === 'tablecloth') {
    const weave = 'repeating-linear-gradient(0deg, rgba(0,0,0,.05) 0 1px, transparent 1px 4px), repeating-linear-gradient(90deg, rgba(0,0,0,.05) 0 1px, transparent 1px 4px)';
    const check = bg.check ? `repeating-linear-gradient(0deg, rgba(70,110,170,.10) 0 ${w / 24}px, transparent ${w / 24}px ${w / 12}px), repeating-linear-gradient(90deg, rgba(70,110,170,.10) 0 ${w / 24}px, transparent ${w / 24}px ${w / 12}px), ` : '';
    return `${check}${weave}, ${speckle}, linear-gradient(${bg.angle}deg, ${bg.base}, ${bg.ink} 250%)`;
  }
  const sheen = scene.background === 'dark-table' ? 'radial-gradient(ellipse at 30% 20%, rgba(255,255,255,.09), transparent 60%), ' : '';
  return `${sheen}${speckle}, linear-gradient(${bg.angle + 30}deg, ${bg.base}, ${bg.ink} 180%)`;
}

/** The HTML of the scene; `image` is the page image's URL, `pageAspect` its width / height. */
export function sceneHtml(scene: Scene, look: Look, image: string, pageAspect: number): string {
  const u = (n: number) => `calc(var(--u) * ${n.toFixed(2)})`;
  const H0 = 1000;
  const W0 = H0 * pageAspect;
  const span = look.foldAxis === 'y' ? H0 : W0;
  const cuts = look.cuts.map((c) => c * span);
  const corners = ['left:0;top:0', 'left:100%;top:0', 'left:100%;top:100%', 'left:0;top:100%'].map((p) => `<i class="m" style="${p}"></i>`).join('');
  const panel = (i: number): string => {
    const [from, size, offset] = [cuts[i], cuts[i + 1] - cuts[i], i ? cuts[i] - cuts[i - 1] : 0];
    const turned = scene.foldAngles.slice(0, i).reduce((sum, angle) => sum + angle, 0);
    const shade = `--shade:rgba(0,0,0,${Math.min(0.12, Math.max(0, 0.035 + 0.007 * turned)).toFixed(3)});`;
    const place = look.foldAxis === 'y'
      ? `left:0;top:${u(offset)};width:${u(W0)};height:${u(size)};background-position:0 ${u(-from)};transform-origin:50% 0;` + (i ? `transform:rotateX(${scene.foldAngles[i - 1]}deg);` : '')
      : `top:0;left:${u(offset)};height:${u(H0)};width:${u(size)};background-position:${u(-from)} 0;transform-origin:0 50%;` + (i ? `transform:rotateY(${scene.foldAngles[i - 1]}deg);` : '');
    const shaded = scene.foldAngles.length ? shade : '';
    return `<div class="p" style="${place}${shaded}">${corners}${i + 2 < cuts.length ? panel(i + 1) : ''}</div>`;
  };
  // Fold lines and the bend strip live in the sheet's coordinates (every layer is sized to the whole sheet).
  const foldLines = look.cuts.slice(1, -1).map((c) => {
    const p = c * 100;
    return `linear-gradient(${look.foldAxis === 'y' ? 180 : 90}deg, transparent ${p - 0.8}%, rgba(0,0,0,.10) ${p}%, rgba(255,255,255,.06) ${p + 0.3}%, transparent ${p + 1}%)`;
  });
  const { at, dark } = look.strip;
  const strip = scene.curl === 'bend-strip' ? [`linear-gradient(90deg, transparent ${at * 100 - 6}%, rgba(0,0,0,${dark.toFixed(3)}) ${at * 100}%, rgba(255,255,255,.05) ${at * 100 + 1.5}%, transparent ${at * 100 + 5}%)`] : [];
  const layers = [...foldLines, ...strip, 'linear-gradient(var(--shade), var(--shade))', `linear-gradient(${look.tone},${look.tone})`, `url("${image}")`];
  const blend = layers.map((_, i) => (i === layers.length - 2 ? 'multiply' : 'normal')).join(',');
  const tilt = `rotateZ(${scene.rotation}deg) rotateX(${scene.tiltX}deg) rotateY(${scene.tiltY}deg)`;
  const castColour = { neutral: [255, 255, 255], warm: [255, 196, 130], cool: [165, 198, 255] }[scene.cast].map((v) => 255 - scene.castStrength * (255 - v));
  const { blob, drop, frameW, frameH } = look;
  const g = scene.gradient;
  return `<!doctype html><html><head><style>
:root { --u: 1px; --ox: ${frameW / 2}px; --oy: ${frameH / 2}px; }
html, body { margin: 0; width: ${frameW}px; height: ${frameH}px; overflow: hidden; background: #777; }
#bg { position: absolute; inset: 0; background: ${desk(scene, look)}; }
#cam { position: absolute; left: var(--ox); top: var(--oy); width: 0; height: 0; perspective: ${u(scene.focal * H0)}; perspective-origin: 0 0; }
#drop, #sheet { position: absolute; left: ${u(-W0 / 2)}; top: ${u(-H0 / 2)}; width: ${u(W0)}; height: ${u(H0)}; transform-origin: 50% 50%; }
#drop { transform: ${tilt} translate(${u(drop.x)}, ${u(drop.y)}); background: rgba(0,0,0,${drop.opacity.toFixed(3)}); filter: blur(${u(9)}); }
#sheet { transform: ${tilt}; transform-style: preserve-3d; }
.p { --shade: transparent; position: absolute; transform-style: preserve-3d; background-repeat: no-repeat;
  background-size: ${u(W0)} ${u(H0)}; background-image: ${layers.join(', ')}; background-blend-mode: ${blend}; }
.m { position: absolute; width: 0; height: 0; }
.o { position: absolute; inset: 0; }
#blob { position: absolute; left: ${blob.x - blob.w / 2}px; top: ${blob.y - blob.h / 2}px; width: ${blob.w}px; height: ${blob.h}px; border-radius: ${blob.radius};
  transform: rotate(${blob.angle}deg); background: rgba(12,12,22,${scene.shadowOpacity}); filter: blur(${Math.round(frameW * 0.035)}px); }
</style></head><body>
<div id="bg"></div>
<div id="cam"><div id="drop"></div><div id="sheet">${panel(0)}</div></div>
<div class="o" style="background: linear-gradient(${look.gradientAngle}deg, rgba(0,0,0,${g}) 0%, rgba(0,0,0,0) 65%, rgba(255,255,255,${(g * 0.4).toFixed(3)}) 100%)"></div>
<div class="o" style="background: radial-gradient(ellipse at 50% 50%, rgba(0,0,0,0) 55%, rgba(0,0,0,${scene.vignette}) 100%)"></div>
${scene.shadow === 'none' ? '' : '<div id="blob"></div>'}
<div class="o" style="background: ${rgb(castColour)}; mix-blend-mode: multiply"></div>
</body></html>`;
}
