import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // pdf.js must be loaded through sources/pdfjs.ts, with Node's source maps off (see there); types are free.
    files: ['src/**/*.ts', 'bench/**/*.ts', 'eval/**/*.ts'],
    ignores: ['src/extraction/sources/pdfjs.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['pdfjs-dist', 'pdfjs-dist/*'], allowTypeImports: true, message: 'Import pdf.js from src/extraction/sources/pdfjs.ts.' }],
      }],
    },
  },
  {
    files: ['src/console/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', FileReader: 'readonly', location: 'readonly', history: 'readonly', navigator: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', console: 'readonly', URLSearchParams: 'readonly', HTMLElement: 'readonly', Event: 'readonly', requestAnimationFrame: 'readonly', alert: 'readonly' } },
  },
);
