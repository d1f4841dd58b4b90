import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './build/precompile-messages.ts';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompileMessages()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/media', '/health', '/ready', '/dev'].map((path) => [path, api]),
    ),
  },
});
