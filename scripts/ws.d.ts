// The part of `ws` (installed with Lighthouse) that scripts/server-gc.ts uses; no @types/ws here.
declare module 'ws' {
  import { EventEmitter } from 'node:events';

  export default class WebSocket extends EventEmitter {
    constructor(url: string);
    send(data: string): void;
    close(): void;
  }
}
