/**
 * PP-OCRv4's recogniser, as paddle2onnx exported it, spells out what its backbone (PP-LCNetV3) does after each
 * of its 28 convolutions as eight elementwise operations: the scalar scale and shift of a learnable affine
 * block, hard-swish as `x · clip(x + 3, 0, 6) / 6`, and a second scale and shift. ONNX Runtime makes a pass
 * over the feature map for each: half of the model's time on a receipt row. Here they are folded away before
 * the model is loaded:
 * - a scale and shift after a convolution go into its weights and bias;
 * - hard-swish becomes `x · HardSigmoid(x)`, which ONNX Runtime recognises and runs inside the convolution before it;
 * - a scale and shift before an unpadded convolution go into its weights and bias too. Before a padded one (the
 *   padding's zeros would be shifted as well) they become a 1×1 convolution of their own, which ONNX Runtime
 *   keeps in its blocked layout: a scalar Mul or Add made it convert the feature map out of it and back.
 * The arithmetic is the same up to float rounding (test/extraction/recogniser-graph.test.ts); a row is read
 * ≈ 1.9× faster (a row of 800 columns: 59 → 31 ms on one thread). A graph without these patterns is left as it was.
 *
 * Its output, the probability of each of its 6,625 characters at each step (2.6 MB for a receipt row), is
 * replaced by the likeliest character and its probability at each step: all that greedy decoding needs, found
 * where the probabilities are instead of copied into JavaScript and searched there.
 */
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;
type Node = InstanceType<typeof onnx.NodeProto>;

/**
 * A graph's nodes, and the names of its outputs. Decoded nodes are NodeProto instances (their repeated fields
 * always arrays), though GraphProto types them by their interface.
 */
interface Graph {
  nodes: Node[];
  outputs: string[];
}

/** The float constants of a graph, by the name of the value they define. */
class Constants {
  private readonly byName = new Map<string, { values: Float32Array; dims: number[] }>();
  private added = 0;

  constructor(private readonly graph: Graph) {
    for (const node of graph.nodes) {
      const tensor = node.opType === 'Constant' ? node.attribute.find((a) => a.name === 'value')?.t : null;
      if (!tensor || tensor.dataType !== onnx.TensorProto.DataType.FLOAT) continue;
      const values = tensor.floatData?.length ? Float32Array.from(tensor.floatData) : floatsOf(tensor.rawData);
      this.byName.set(node.output[0], { values, dims: (tensor.dims ?? []).map(Number) });
    }
  }

  get(name: string | undefined): { values: Float32Array; dims: number[] } | null {
    return (name !== undefined && this.byName.get(name)) || null;
  }

  scalar(name: string): number | null {
    const constant = this.get(name);
    return constant?.values.length === 1 ? constant.values[0] : null;
  }

  /** A new Constant node for `values`, placed first in the graph; its name is returned. */
  add(values: Float32Array, dims: number[]): string {
    const name = `docproc_folded_${this.added++}`;
    const t = onnx.TensorProto.create({ name, dims, dataType: onnx.TensorProto.DataType.FLOAT, rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength) });
    this.graph.nodes.unshift(onnx.NodeProto.create({ opType: 'Constant', output: [name], attribute: [onnx.AttributeProto.create({ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t })] }));
    this.byName.set(name, { values, dims });
    return name;
  }
}

function floatsOf(raw: Uint8Array | null | undefined): Float32Array {
  if (!raw?.length) return new Float32Array(0);
  // Little-endian bytes, copied so the floats are aligned (a decoded Buffer is a view into the whole file).
  return new Float32Array(new Uint8Array(raw).buffer, 0, raw.length / 4);
}

/** Each value's consumers: the nodes reading it, and `null` for a graph output. */
function consumers(graph: Graph): Map<string, (Node | null)[]> {
  const map = new Map<string, (Node | null)[]>();
  const add = (name: string, node: Node | null) => map.set(name, [...(map.get(name) ?? []), node]);
  for (const node of graph.nodes) for (const input of node.input) add(input, node);
  for (const output of graph.outputs) add(output, null);
  return map;
}

/** The one node reading `value`, when it is of type `opType` and nothing else reads it. */
function onlyConsumer(readers: Map<string, (Node | null)[]>, value: string, opType: string): Node | null {
  const nodes = readers.get(value);
  return nodes?.length === 1 && nodes[0]?.opType === opType ? nodes[0] : null;
}

/** A binary node with one scalar constant operand: the scalar, and the other operand. */
function withScalar(node: Node, constants: Constants): { scalar: number; other: string } | null {
  const [a, b] = node.input;
  const [sa, sb] = [constants.scalar(a), constants.scalar(b)];
  if (sa !== null && sb === null) return { scalar: sa, other: b };
  if (sb !== null && sa === null) return { scalar: sb, other: a };
  return null;
}

function attribute(node: Node, name: string) {
  return node.attribute.find((a) => a.name === name);
}

function isUnpadded(conv: Node): boolean {
  return (attribute(conv, 'pads')?.ints ?? []).every((pad) => Number(pad) === 0);
}

/** A convolution's weights, their dimensions, and its bias (zeros when it has none). */
function convolution(conv: Node, constants: Constants): { weights: Float32Array; dims: number[]; bias: Float32Array } | null {
  const weights = constants.get(conv.input[1]);
  if (!weights) return null;
  const bias = conv.input[2] ? constants.get(conv.input[2])?.values : new Float32Array(weights.dims[0]);
  return bias ? { weights: weights.values, dims: weights.dims, bias } : null;
}

/** A scalar Mul(c) → Add(d) from `mul`: c, d, the value scaled, the Add, and the nodes reading its result. */
function scaleAndShift(mul: Node, readers: Map<string, (Node | null)[]>, constants: Constants): { scale: number; shift: number; input: string; add: Node; then: (Node | null)[] } | null {
  const scale = withScalar(mul, constants);
  const add = scale && onlyConsumer(readers, mul.output[0], 'Add');
  const shift = add && withScalar(add, constants);
  if (!scale || !add || !shift) return null;
  return { scale: scale.scalar, shift: shift.scalar, input: scale.other, add, then: readers.get(add.output[0]) ?? [] };
}

/** Conv → Mul(a) → Add(b) becomes one Conv with weights a·W and bias a·bias + b. */
function foldAffineAfterConvolutions(graph: Graph, constants: Constants): number {
  const readers = consumers(graph);
  const removed = new Set<Node>();
  for (const conv of graph.nodes.filter((n) => n.opType === 'Conv')) {
    const mul = onlyConsumer(readers, conv.output[0], 'Mul');
    const affine = mul && scaleAndShift(mul, readers, constants);
    const layer = convolution(conv, constants);
    if (!mul || !affine || !layer) continue;
    const { scale, shift, add } = affine;
    conv.input = [conv.input[0], constants.add(layer.weights.map((w) => w * scale), layer.dims), constants.add(layer.bias.map((b) => b * scale + shift), [layer.dims[0]])];
    conv.output = [add.output[0]];
    removed.add(mul).add(add);
  }
  graph.nodes = graph.nodes.filter((n) => !removed.has(n));
  return removed.size / 2;
}

/** x → Add(3) → Clip(0, 6) → Mul(x, ·) → Div(6) becomes x → HardSigmoid(1/6, 1/2) → Mul(x, ·). */
function hardSwishAsHardSigmoid(graph: Graph, constants: Constants): number {
  const readers = consumers(graph);
  const removed = new Set<Node>();
  for (const add of graph.nodes.filter((n) => n.opType === 'Add')) {
    const three = withScalar(add, constants);
    const clip = three?.scalar === 3 ? onlyConsumer(readers, add.output[0], 'Clip') : null;
    if (!three || !clip || attribute(clip, 'min')?.f !== 0 || attribute(clip, 'max')?.f !== 6) continue;
    const mul = onlyConsumer(readers, clip.output[0], 'Mul');
    const div = mul?.input.includes(three.other) ? onlyConsumer(readers, mul.output[0], 'Div') : null;
    if (!mul || !div || div.input[0] !== mul.output[0] || constants.scalar(div.input[1]) !== 6) continue;
    add.opType = 'HardSigmoid';
    add.input = [three.other];
    add.attribute = [
      onnx.AttributeProto.create({ name: 'alpha', type: onnx.AttributeProto.AttributeType.FLOAT, f: 1 / 6 }),
      onnx.AttributeProto.create({ name: 'beta', type: onnx.AttributeProto.AttributeType.FLOAT, f: 0.5 }),
    ];
    mul.input = [three.other, add.output[0]];
    mul.output = [div.output[0]];
    removed.add(clip).add(div);
  }
  graph.nodes = graph.nodes.filter((n) => !removed.has(n));
  return removed.size / 2;
}

/**
 * Mul(c) → Add(d) → unpadded Conv(s) becomes the Conv(s) with weights c·W and bias bias + d·ΣW (the sum over
 * each output channel's weights).
 */
function foldAffineBeforeConvolutions(graph: Graph, constants: Constants): number {
  const readers = consumers(graph);
  const removed = new Set<Node>();
  for (const mul of graph.nodes.filter((n) => n.opType === 'Mul')) {
    const affine = scaleAndShift(mul, readers, constants);
    const convs = affine?.then ?? [];
    if (!affine || !convs.length || !convs.every((n): n is Node => n?.opType === 'Conv' && isUnpadded(n) && n.input[0] === affine.add.output[0])) continue;
    const layers = convs.map((conv) => convolution(conv, constants));
    if (layers.some((layer) => layer === null)) continue;
    const { scale, shift, input, add } = affine;
    for (const [i, conv] of convs.entries()) {
      const { weights, dims, bias } = layers[i]!;
      const perOutput = weights.length / dims[0];
      const sums = bias.map((_, o) => weights.subarray(o * perOutput, (o + 1) * perOutput).reduce((sum, w) => sum + w, 0));
      conv.input = [input, constants.add(weights.map((w) => w * scale), dims), constants.add(bias.map((b, o) => b + shift * sums[o]), [dims[0]])];
    }
    removed.add(mul).add(add);
  }
  graph.nodes = graph.nodes.filter((n) => !removed.has(n));
  return removed.size / 2;
}

/**
 * Mul(c) → Add(d) before a padded convolution become one 1×1 depthwise Conv (weights c, bias d): the same
 * arithmetic, which ONNX Runtime runs in its blocked (NCHWc) layout with the convolutions around it, where
 * the scalar Mul and Add each made it convert the feature map out of that layout and back.
 */
function affineAsPointwiseConvolutions(graph: Graph, constants: Constants): number {
  const readers = consumers(graph);
  const removed = new Set<Node>();
  for (const mul of graph.nodes.filter((n) => n.opType === 'Mul')) {
    const affine = scaleAndShift(mul, readers, constants);
    const conv = affine?.then.length === 1 ? affine.then[0] : null;
    const weights = conv?.opType === 'Conv' && conv.input[0] === affine?.add.output[0] ? constants.get(conv.input[1]) : null;
    if (!affine || !conv || !weights) continue;
    const { scale, shift, input, add } = affine;
    const channels = weights.dims[1] * Number(attribute(conv, 'group')?.i ?? 1);
    add.opType = 'Conv';
    add.input = [input, constants.add(new Float32Array(channels).fill(scale), [channels, 1, 1, 1]), constants.add(new Float32Array(channels).fill(shift), [channels])];
    add.attribute = [onnx.AttributeProto.create({ name: 'group', type: onnx.AttributeProto.AttributeType.INT, i: channels })];
    removed.add(mul);
  }
  graph.nodes = graph.nodes.filter((n) => !removed.has(n));
  return removed.size;
}

/** The outputs of the prepared recogniser: per step, the index of the likeliest class (int64) and its probability. */
export const BEST_CLASS = 'docproc_best_class';
export const BEST_PROBABILITY = 'docproc_best_probability';

/** The graph's only output, the class probabilities (batch × steps × classes), becomes BEST_CLASS and BEST_PROBABILITY. */
function withGreedyOutputs(graph: NonNullable<InstanceType<typeof onnx.ModelProto>['graph']>, nodes: Node[]): void {
  const [probabilities] = graph.output ?? [];
  if (graph.output?.length !== 1 || !probabilities.name) throw new Error('recogniser: expected one output of class probabilities');
  const lastAxis = [onnx.AttributeProto.create({ name: 'keepdims', type: onnx.AttributeProto.AttributeType.INT, i: 0 })];
  nodes.push(
    onnx.NodeProto.create({ opType: 'ArgMax', input: [probabilities.name], output: [BEST_CLASS], attribute: [...lastAxis, onnx.AttributeProto.create({ name: 'axis', type: onnx.AttributeProto.AttributeType.INT, i: 2 })] }),
    onnx.NodeProto.create({ opType: 'ReduceMax', input: [probabilities.name], output: [BEST_PROBABILITY], attribute: [...lastAxis, onnx.AttributeProto.create({ name: 'axes', type: onnx.AttributeProto.AttributeType.INTS, ints: [2] })] }),
  );
  const steps = (elemType: number, name: string) => onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType, shape: { dim: [{ dimParam: 'batch' }, { dimParam: 'steps' }] } } } });
  graph.output = [steps(onnx.TensorProto.DataType.INT64, BEST_CLASS), steps(onnx.TensorProto.DataType.FLOAT, BEST_PROBABILITY)];
}

/**
 * The recogniser model `bytes` (ONNX) made ready to run: its elementwise steps folded (and how many of each
 * were), its output the likeliest class per step (unless `greedyOutputs` is false).
 */
export function prepareRecogniser(bytes: Uint8Array, { greedyOutputs = true } = {}): { model: Uint8Array; folded: Record<'affineAfter' | 'hardSwish' | 'affineBefore' | 'affineAsConvolution', number> } {
  const model = onnx.ModelProto.decode(bytes);
  if (!model.graph) throw new Error('recogniser: the model has no graph');
  const graph: Graph = { nodes: (model.graph.node ?? []) as Node[], outputs: (model.graph.output ?? []).map((output) => output.name ?? '') };
  const constants = new Constants(graph);
  const folded = {
    affineAfter: foldAffineAfterConvolutions(graph, constants),
    hardSwish: hardSwishAsHardSigmoid(graph, constants),
    affineBefore: foldAffineBeforeConvolutions(graph, constants),
    // Those left, before padded convolutions.
    affineAsConvolution: affineAsPointwiseConvolutions(graph, constants),
  };
  // The constants the folds replaced.
  const used = consumers(graph);
  const nodes = graph.nodes.filter((n) => n.opType !== 'Constant' || used.has(n.output[0]));
  if (greedyOutputs) withGreedyOutputs(model.graph, nodes);
  model.graph.node = nodes;
  return { model: onnx.ModelProto.encode(model).finish(), folded };
}
