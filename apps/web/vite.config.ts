import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// During `vite` dev the API and uploads come from the server on :3000; in production the server serves dist/ itself.
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': server, '/adn_api': server, '/uploads': server },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
