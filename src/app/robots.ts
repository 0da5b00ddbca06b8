import type { MetadataRoute } from 'next';
import { appUrl } from '@/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/app', '/en/app', '/es/app', '/de/app', '/api/', '/pay/'] }],
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
