import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readBuiltSecurityHeaders, SECURITY_HEADERS_FILE } from './builtSecurityHeaders.ts';
import { type Env, metaContentSecurityPolicy, securityHeaderValues } from './contentSecurityPolicy.ts';

/**
 * FEATURES F-safety: the built index.html carries the content security policy in a <meta> tag, and the server `npm
 * start` runs (vite preview) sends it as a header with frame-ancestors 'none', nosniff and a strict referrer policy.
 * The headers are the build's: written beside it (security-headers.json) and read by the server, so a build served
 * from a shell without its VITE_* settings still allows the API it calls. Source maps are never served. The dev
 * server gets neither (its hot reload needs an inline script).
 */
export function securityHeaders(env: Env): Plugin {
  const headers = securityHeaderValues(env);
  return {
    name: 'railbite:security-headers',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: JSON.stringify(headers, null, 2) });
    },
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
      const built = readBuiltSecurityHeaders(resolve(server.config.root, server.config.build.outDir));
      if (!built)
        console.warn(
          `No valid ${SECURITY_HEADERS_FILE} beside the build: sending the security headers of this shell's settings`,
        );
      const sent = built ?? headers;
      server.middlewares.use((request, response, next) => {
        if (/\.map(?:$|\?)/.test(request.url ?? '')) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of Object.entries(sent)) response.setHeader(name, value);
        next();
      });
    },
  };
}
