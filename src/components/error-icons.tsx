import { icon } from './island-icons';

// lucide-react's drawings without its runtime: see island-icons.tsx.
export const RotateCcwIcon = icon('rotate-ccw', [
  ['path', { d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5' }],
]);
