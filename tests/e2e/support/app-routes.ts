// Every page and route handler of src/app, read from the disk, for the specs that must cover each
// route (the security headers). A file under src/app that is neither a route nor one of the known
// non-route files is reported as unmapped, so a new kind of route cannot slip past those specs.
import fs from 'node:fs';
import path from 'node:path';

export type AppRoute = {
  /** The file, relative to src/app, e.g. "[locale]/(app)/app/proposals/[id]/page.tsx". */
  file: string;
  kind: 'page' | 'handler' | 'metadata';
  /** The address with its dynamic segments left in, route groups removed: "/[locale]/app/proposals/[id]". */
  pattern: string;
  /** Route groups on the way, e.g. ["(app)"]. */
  groups: string[];
  /** The HTTP methods the file answers (a route handler's exported functions). */
  methods: string[];
};

const APP_DIR = path.resolve('src/app');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Files of the app directory that are not addresses of their own. */
const NOT_ROUTES = new Set([
  'layout.tsx',
  'loading.tsx',
  'not-found.tsx',
  'error.tsx',
  'global-error.tsx',
  'template.tsx',
  'default.tsx',
  'globals.css',
]);
/** Metadata files (https://nextjs.org/docs/app/api-reference/file-conventions/metadata) and the address each serves. */
const METADATA: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'icon.svg': 'icon.svg',
  'opengraph-image.tsx': 'opengraph-image',
};

function handlerMethods(source: string): string[] {
  const found = [...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g)].map((m) => m[1]);
  return found.filter((m) => HTTP_METHODS.includes(m));
}

/** The routes found under src/app, and the files the walk could not place. */
export function appRoutes(): { routes: AppRoute[]; unmapped: string[] } {
  const routes: AppRoute[] = [];
  const unmapped: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // A private folder (_name) holds no routes by Next.js's convention.
        if (!entry.name.startsWith('_')) walk(path.join(dir, entry.name), [...segments, entry.name]);
        continue;
      }
      const file = [...segments, entry.name].join('/');
      const groups = segments.filter((s) => /^\(.+\)$/.test(s));
      const pattern = '/' + segments.filter((s) => !groups.includes(s)).join('/');
      if (entry.name === 'page.tsx') routes.push({ file, kind: 'page', pattern, groups, methods: ['GET'] });
      else if (entry.name === 'route.ts') {
        const methods = handlerMethods(fs.readFileSync(path.join(dir, entry.name), 'utf8'));
        if (methods.length) routes.push({ file, kind: 'handler', pattern, groups, methods });
        else unmapped.push(`${file} (no exported HTTP method found)`);
      } else if (METADATA[entry.name]) {
        const address = path.posix.join(pattern, METADATA[entry.name]);
        routes.push({ file, kind: 'metadata', pattern: address, groups, methods: ['GET'] });
      } else if (!NOT_ROUTES.has(entry.name)) unmapped.push(file);
    }
  };
  walk(APP_DIR, []);
  return { routes: routes.sort((a, b) => a.file.localeCompare(b.file)), unmapped };
}
