import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/account', '/cart', '/checkout', '/merchandising', '/commerce/'],
      },
    ],
    sitemap: '/sitemap.xml',
  };
}
