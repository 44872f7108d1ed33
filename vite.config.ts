import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    reporters: ['default', './tests/models/coverage-reporter.ts'],
  },
});
