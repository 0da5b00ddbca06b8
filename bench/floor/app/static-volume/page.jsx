// The static page at the landing's volume: VolumeBody prerendered at build time (about 125 KB of
// HTML, the landing's 127 KB), served from the cache like / . The landing's server CPU can then also
// be read against a prerendered page of its own size (docs/performance.md).
import { VolumeBody } from '../volume-body';

export default function StaticVolume() {
  return <VolumeBody title="Static floor page at volume" who="Prerendered" sections={6} base="/static-volume" />;
}
