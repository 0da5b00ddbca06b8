import { icon } from './island-icons';

// lucide-react's drawings without its runtime: see island-icons.tsx.
export const ChevronLeftIcon = icon('chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRightIcon = icon('chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]]);
export const PauseIcon = icon('pause', [
  ['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }],
  ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }],
]);
export const PlayIcon = icon('play', [
  ['path', { d: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z' }],
]);
