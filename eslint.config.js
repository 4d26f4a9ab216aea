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
    files: ['src/console/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', FileReader: 'readonly', location: 'readonly', history: 'readonly', navigator: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', console: 'readonly', URLSearchParams: 'readonly', HTMLElement: 'readonly', Event: 'readonly', requestAnimationFrame: 'readonly', alert: 'readonly' } },
  },
);
