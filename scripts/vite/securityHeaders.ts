import type { Plugin } from 'vite';
import { type Env, metaContentSecurityPolicy, securityHeaderValues } from './contentSecurityPolicy.ts';

/**
 * FEATURES F-safety: the built index.html carries the content security policy in a <meta> tag, and the server `npm
 * start` runs (vite preview) sends it as a header with frame-ancestors 'none', nosniff and a strict referrer policy.
 * Source maps are never served. The dev server gets neither (its hot reload needs an inline script).
 */
export function securityHeaders(env: Env): Plugin {
  const headers = securityHeaderValues(env);
  return {
    name: 'railbite:security-headers',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (context.server) return html;
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy(env) },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (/\.map(?:$|\?)/.test(request.url ?? '')) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
