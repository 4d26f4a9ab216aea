/**
 * The word lists inside the bundled Tesseract models (`@tesseract.js-data/<lang>`, on disk): whether a word is
 * a word of English, German, French or Malay. Used to settle two OCR engines' different readings of a word.
 *
 * A `.traineddata` file is a table of components; its `lstm-word-dawg` is a directed acyclic word graph
 * ("squished" DAWG, Tesseract's dawg.cpp) whose edges spell the words in the ids of its `lstm-unicharset`.
 * Each edge is 64 bits: the character id, then three flags (last edge of its node, direction, end of word),
 * then the index of the node it leads to; a node's edges are consecutive, the last one marked.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { hasNpmModel, traineddataFile } from './ocr-languages.ts';

/** The languages whose models are dependencies of docproc. */
const LANGUAGES = ['eng', 'deu', 'fra', 'msa'];

/** Component indices of a `.traineddata` file (Tesseract's TessdataType). */
const LSTM_WORD_DAWG = 19;
const LSTM_UNICHARSET = 21;
const DAWG_MAGIC = 42;
const DAWG_HEADER_BYTES = 10;
const LAST_EDGE_FLAG = 1;
const WORD_END_FLAG = 4;
const FLAG_BITS = 3;

interface WordGraph {
  edges: DataView;
  edgeCount: number;
  /** Character → its id in the graph's edges. */
  ids: Map<string, number>;
  letterMask: number;
  flagShift: number;
  /** 2 ** (bit where the next node's index starts). */
  nodeDivisor: number;
}

/** Each component of a `.traineddata` file by index: an entry count, then one 64-bit offset per entry (−1: absent). */
function components(file: Buffer): Map<number, Buffer> {
  const count = file.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(file.readBigInt64LE(4 + 8 * i)));
  const found = new Map<number, Buffer>();
  offsets.forEach((offset, i) => {
    if (offset < 0) return;
    const end = offsets.slice(i + 1).find((next) => next >= 0) ?? file.length;
    found.set(i, file.subarray(offset, end));
  });
  return found;
}

/** `lstm-unicharset`: a count, then one line per id whose first field is the character. */
function characterIds(unicharset: Buffer): Map<string, number> {
  const lines = unicharset.toString('utf8').split('\n');
  const ids = new Map<string, number>();
  for (let id = 0; id < Number(lines[0]); id++) {
    const char = lines[id + 1]?.split(' ')[0];
    if (char && !ids.has(char)) ids.set(char, id);
  }
  return ids;
}

function loadGraph(lang: string): WordGraph | null {
  const parts = components(gunzipSync(readFileSync(traineddataFile(lang))));
  const dawg = parts.get(LSTM_WORD_DAWG);
  const unicharset = parts.get(LSTM_UNICHARSET);
  if (!dawg || !unicharset || dawg.readInt16LE(0) !== DAWG_MAGIC) return null;
  const unicharsetSize = dawg.readInt32LE(2);
  const edgeCount = dawg.readInt32LE(6);
  const flagShift = Math.ceil(Math.log2(unicharsetSize));
  // A copy of the edges alone: the rest of the model (its network's weights) is not kept.
  const edges = Uint8Array.prototype.slice.call(dawg, DAWG_HEADER_BYTES, DAWG_HEADER_BYTES + edgeCount * 8);
  return {
    edges: new DataView(edges.buffer),
    edgeCount,
    ids: characterIds(unicharset),
    letterMask: 2 ** flagShift - 1,
    flagShift,
    nodeDivisor: 2 ** (flagShift + FLAG_BITS),
  };
}

/** Whether `word` (exactly as written) is a word of the graph: a path of edges spelling it, the last ending a word. */
function inGraph(graph: WordGraph, word: string): boolean {
  const chars = [...word];
  let node = 0;
  for (let i = 0; i < chars.length; i++) {
    const id = graph.ids.get(chars[i]);
    if (id === undefined) return false;
    const last = i === chars.length - 1;
    let next = -1;
    for (let edge = node; edge < graph.edgeCount; edge++) {
      const low = graph.edges.getUint32(edge * 8, true);
      const value = graph.edges.getUint32(edge * 8 + 4, true) * 2 ** 32 + low;
      const flags = (low >>> graph.flagShift) & 0b111;
      if ((low & graph.letterMask) === id && (!last || flags & WORD_END_FLAG)) {
        next = Math.floor(value / graph.nodeDivisor);
        break;
      }
      if (flags & LAST_EDGE_FLAG) break;
    }
    if (next < 0) return false;
    if (last) return true;
    if (next === 0) return false;
    node = next;
  }
  return false;
}

// Loaded on first use, once per worker (≈ 0.1 s; the four graphs keep ≈ 6.4 MB).
let graphs: WordGraph[] | null = null;

/**
 * Whether `word` is a word of one of the bundled languages, in upper, lower or title case (receipts print
 * capitals; the word lists hold words as written in running text).
 */
export function isDictionaryWord(word: string): boolean {
  graphs ??= LANGUAGES.filter(hasNpmModel).map(loadGraph).filter((graph) => graph !== null);
  const lower = word.toLowerCase();
  const forms = new Set([word, lower, word.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)]);
  return graphs.some((graph) => [...forms].some((form) => inGraph(graph, form)));
}
