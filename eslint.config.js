import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// pdf.js must be loaded through sources/pdfjs.ts, with Node's source maps off (see there); types are free.
const pdfjsOnlyThroughLoader = {
  group: ['pdfjs-dist', 'pdfjs-dist/*'], allowTypeImports: true,
  message: 'Import pdf.js from src/extraction/sources/pdfjs.ts.',
};

// Layers stay one-way: http → jobs → db / extraction. A layer never imports one above it.
function layer(name, forbidden) {
  return {
    group: forbidden.flatMap((other) => [`**/${other}/*`, `**/${other}/**`]),
    message: `src/${name} may not import ${forbidden.map((other) => `src/${other}`).join(', ')} (layers are one-way: http → jobs → db / extraction).`,
  };
}
const layers = {
  extraction: ['db', 'http', 'jobs', 'webhooks'],
  db: ['http', 'jobs'],
  jobs: ['http'],
  webhooks: ['http', 'jobs'],
  net: ['db', 'http', 'jobs', 'extraction', 'webhooks'],
};
function restrictedImports(patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'src/console/vendor/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'bench/**/*.ts', 'eval/**/*.ts'],
    ignores: ['src/extraction/sources/pdfjs.ts'],
    rules: restrictedImports([pdfjsOnlyThroughLoader]),
  },
  ...Object.entries(layers).map(([name, forbidden]) => ({
    files: [`src/${name}/**/*.ts`],
    ignores: ['src/extraction/sources/pdfjs.ts'],
    rules: restrictedImports([pdfjsOnlyThroughLoader, layer(name, forbidden)]),
  })),
  {
    files: ['src/console/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', FileReader: 'readonly', location: 'readonly', history: 'readonly', navigator: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', console: 'readonly', URLSearchParams: 'readonly', HTMLElement: 'readonly', Event: 'readonly', requestAnimationFrame: 'readonly', alert: 'readonly' } },
  },
);
