// ESLint over the whole tree (npm run lint): typescript-eslint with type information, and React's hook rules.
// We keep the recommended sets and change only what the comments below explain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'schema/**', '**/__snapshots__/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // a leading underscore names what a destructuring leaves out on purpose (`const { secret: _s, ...rest } = x`)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // the text rules match control characters on purpose: to refuse them in what visitors send
      'no-control-regex': 'off',
      // messages and logs print values of unknown type (a parsed literal, a stored cell) on purpose
      '@typescript-eslint/no-base-to-string': 'off',
      // Node's listeners and React's event props take async handlers that handle their own errors
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts', 'studio/web/**/*.tsx', 'studio/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // tests and benchmarks read answers as JSON (any): the assertions are what check their shape
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // a test's fake server or handler is async to match the interface it stands in for
      '@typescript-eslint/require-await': 'off',
      // JSON documents of any shape (OpenAPI, grown definitions) are walked as such
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
