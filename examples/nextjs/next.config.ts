import { existsSync } from 'node:fs';
import type { NextConfig } from 'next';

// The LINTAS_* settings `npx lintas-sandbox` writes, when it ran in this folder. Variables already set in
// the environment win, so on the gateway you set them in your host's environment and this file is absent.
if (existsSync('.lintas-sandbox/.env')) process.loadEnvFile('.lintas-sandbox/.env');

const nextConfig: NextConfig = {};

export default nextConfig;
