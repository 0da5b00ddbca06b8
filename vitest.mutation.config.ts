// The unit layer alone, for StrykerJS (stryker.config.mjs): its runner takes a config file, not a
// project name, and the integration project would start a database for every mutant.
import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.config';

export default defineConfig(unitProject);
