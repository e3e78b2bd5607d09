// The worker that holds one chatter's tab (bench/workspace-tab.ts). On Node 20 a worker thread does
// not get tsx's loader from --import: register it here. Apollo Client 3 gives Node its CommonJS
// build, whose named exports Node cannot see: resolve its entry points to the ES modules that
// browsers (and Vite) load instead.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const apollo = /^@apollo\\/client(\\/[\\w/-]+)?$/.exec(specifier);
      return next(apollo ? '@apollo/client' + (apollo[1] ?? '') + '/index.js' : specifier, context);
    }`)}`,
);
registerTsx();
await import('./workspace-tab.ts');
